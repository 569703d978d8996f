// A wall clock that can be frozen, by symbol interposition in the executable.
//
// What reads the wall clock on Linux (Swift 6.3, glibc 2.36; `nm -D --undefined-only` of each library):
//   Date(), Date.now, Date.timeIntervalSinceReferenceDate  swift-foundation (libFoundationEssentials.so):
//                                                          clock_gettime(CLOCK_REALTIME)
//   CFAbsoluteTimeGetCurrent (libFoundation.so, CoreFoundation inside it)  clock_gettime / gettimeofday
//   ICU's calendar "now" (lib_FoundationICU.so)              gettimeofday
//   DispatchWallTime.now(), wall deadlines (libdispatch.so)  clock_gettime(CLOCK_REALTIME)
//   C and C++ code                                          time, gettimeofday, clock_gettime, timespec_get
// Each of those libraries calls the C library through its PLT, so the dynamic linker binds the call to the
// first definition in the lookup order, and the executable comes first (libfaketime's method, without
// LD_PRELOAD). This file defines clock_gettime, gettimeofday, time and timespec_get; linked into an
// executable that shared libraries reference them from, the linker exports them in the executable's dynamic
// symbol table (`nm -D`), and every library's call lands here. glibc's own internal calls do not go through
// the PLT, which is why each public entry point is defined, not only clock_gettime.
//
// A read of a wall clock (CLOCK_REALTIME, _COARSE, _ALARM; CLOCK_TAI as the frozen time plus the kernel's
// TAI offset) returns, in order: the calling thread's frozen time, the process's frozen time, or the real
// clock (plus a test-only offset). Every other clock (CLOCK_MONOTONIC, CLOCK_BOOTTIME — ContinuousClock,
// DispatchTime, timeouts — and CPU clocks) always goes to the real one. The real functions are glibc's, found
// once with dlsym(RTLD_NEXT) (they read the vDSO: no system call); before that lookup has run, a raw
// system call answers. Measured on the 2-core build machine (clang -O2, 3 M reads, under load): an unfrozen
// read through here 363–412 ns, glibc's own 348–427 ns (equal within the noise), a raw system call
// 2 478–2 843 ns, a frozen read 29–33 ns. Proof: Tests/WallClockTests (every entry point, monotonic clocks).
#define _GNU_SOURCE
#include "CWallClock.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

static _Atomic(int64_t) process_frozen = INT64_MIN;  // CWALLCLOCK_UNFROZEN, as a constant expression
static _Atomic(int64_t) unfrozen_offset = 0;
static _Atomic(clock_gettime_fn) real_clock_gettime = NULL;
static _Thread_local int64_t thread_frozen = INT64_MIN;  // CWALLCLOCK_UNFROZEN

static const int64_t nanoseconds_per_second = 1000000000;

// Finds glibc's clock_gettime before main runs (dlsym during a clock read could recurse into it).
__attribute__((constructor)) static void cwallclock_find_real(void) {
    void *found = dlsym(RTLD_NEXT, "clock_gettime");
    if (found != NULL && found != (void *)&clock_gettime) {
        atomic_store_explicit(&real_clock_gettime, (clock_gettime_fn)found, memory_order_release);
    }
}

static int real_clock(clockid_t clock, struct timespec *time) {
    clock_gettime_fn real = atomic_load_explicit(&real_clock_gettime, memory_order_acquire);
    if (real != NULL) return real(clock, time);
    return (int)syscall(SYS_clock_gettime, clock, time);
}

static bool is_wall_clock(clockid_t clock) {
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_REALTIME_ALARM || clock == CLOCK_TAI;
}

// The frozen time that applies to the calling thread, or CWALLCLOCK_UNFROZEN.
static int64_t frozen_now(void) {
    int64_t thread = thread_frozen;
    if (thread == CWALLCLOCK_REAL) return CWALLCLOCK_UNFROZEN;
    if (thread != CWALLCLOCK_UNFROZEN) return thread;
    return atomic_load_explicit(&process_frozen, memory_order_acquire);
}

static void set_nanoseconds(struct timespec *time, int64_t nanoseconds) {
    int64_t seconds = nanoseconds / nanoseconds_per_second;
    int64_t rest = nanoseconds % nanoseconds_per_second;
    if (rest < 0) {
        rest += nanoseconds_per_second;
        seconds -= 1;
    }
    time->tv_sec = (time_t)seconds;
    time->tv_nsec = (long)rest;
}

static int64_t nanoseconds_of(const struct timespec *time) {
    return (int64_t)time->tv_sec * nanoseconds_per_second + (int64_t)time->tv_nsec;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    if (!is_wall_clock(clock)) return real_clock(clock, time);
    int64_t frozen = frozen_now();
    if (frozen != CWALLCLOCK_UNFROZEN) {
        int64_t tai = 0;
        if (clock == CLOCK_TAI) {
            // The kernel's TAI − UTC offset, in whole seconds as the kernel keeps it.
            struct timespec utc, atomic;
            if (real_clock(CLOCK_REALTIME, &utc) == 0 && real_clock(CLOCK_TAI, &atomic) == 0) {
                tai = ((int64_t)atomic.tv_sec - (int64_t)utc.tv_sec) * nanoseconds_per_second;
            }
        }
        set_nanoseconds(time, frozen + tai);
        return 0;
    }
    int result = real_clock(clock, time);
    int64_t offset = atomic_load_explicit(&unfrozen_offset, memory_order_relaxed);
    if (result == 0 && offset != 0) set_nanoseconds(time, nanoseconds_of(time) + offset);
    return result;
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
    if (zone != NULL) {
        // The obsolete time zone argument: glibc fills it with zeros.
        struct timezone *fields = zone;
        fields->tz_minuteswest = 0;
        fields->tz_dsttime = 0;
    }
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return -1;
    value->tv_sec = now.tv_sec;
    value->tv_usec = (suseconds_t)(now.tv_nsec / 1000);
    return 0;
}

time_t time(time_t *result) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
    if (result != NULL) *result = now.tv_sec;
    return now.tv_sec;
}

int timespec_get(struct timespec *value, int base) {
    if (base != TIME_UTC || clock_gettime(CLOCK_REALTIME, value) != 0) return 0;
    return base;
}

void cwallclock_freeze_process(int64_t nanoseconds) {
    atomic_store_explicit(&process_frozen, nanoseconds, memory_order_release);
}

void cwallclock_thaw_process(void) {
    atomic_store_explicit(&process_frozen, CWALLCLOCK_UNFROZEN, memory_order_release);
}

int64_t cwallclock_process_frozen(void) {
    return atomic_load_explicit(&process_frozen, memory_order_acquire);
}

int64_t cwallclock_freeze_thread(int64_t nanoseconds) {
    int64_t previous = thread_frozen;
    thread_frozen = nanoseconds;
    return previous;
}

void cwallclock_set_unfrozen_offset(int64_t nanoseconds) {
    atomic_store_explicit(&unfrozen_offset, nanoseconds, memory_order_relaxed);
}

bool cwallclock_is_interposed(void) {
    // The definition every library binds to against the C library's: they differ only when ours won.
    void *bound = dlsym(RTLD_DEFAULT, "clock_gettime");
    return bound != NULL && bound != (void *)atomic_load_explicit(&real_clock_gettime, memory_order_acquire);
}

int64_t cwallclock_real_nanoseconds(void) {
    struct timespec now;
    if (real_clock(CLOCK_REALTIME, &now) != 0) return 0;
    return nanoseconds_of(&now);
}
