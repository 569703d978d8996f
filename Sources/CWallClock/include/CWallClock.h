// CWallClock: a wall clock that can be frozen, for the programs that run a user's widget code (the
// previews runner, test executables). See WallClock.c for how it works and docs/limits.md for its limits.
#ifndef CWALLCLOCK_H
#define CWALLCLOCK_H

#include <stdbool.h>
#include <stdint.h>

/// The value of the freeze functions' "not frozen" state.
static const int64_t CWALLCLOCK_UNFROZEN = INT64_MIN;
/// A thread's value that reads the real clock even while the process is frozen (tests).
static const int64_t CWALLCLOCK_REAL = INT64_MIN + 1;

/// Freezes every wall-clock read of the process at `nanoseconds` since 1970 (UTC). Any thread; takes effect
/// for reads that start after it returns.
void cwallclock_freeze_process(int64_t nanoseconds);
/// Ends the process-wide freeze.
void cwallclock_thaw_process(void);
/// The process-wide frozen time in nanoseconds since 1970, or CWALLCLOCK_UNFROZEN.
int64_t cwallclock_process_frozen(void);

/// Freezes the wall-clock reads of the calling thread only (wins over the process-wide freeze);
/// CWALLCLOCK_UNFROZEN ends it, CWALLCLOCK_REAL makes the thread read the real clock whatever the process's
/// state. Returns the thread's previous value, to restore.
int64_t cwallclock_freeze_thread(int64_t nanoseconds);

/// Test hook: adds `nanoseconds` to every wall-clock read that is not frozen (0: none).
void cwallclock_set_unfrozen_offset(int64_t nanoseconds);

/// True when this process's `clock_gettime` is the one WallClock.c defines (the dynamic linker bound the
/// C library's callers to it); false in a process where the interposition did not take (a static binary,
/// an executable that does not export the symbol).
bool cwallclock_is_interposed(void);

/// The real wall clock (CLOCK_REALTIME, never frozen, no offset) in nanoseconds since 1970.
int64_t cwallclock_real_nanoseconds(void);

#endif
