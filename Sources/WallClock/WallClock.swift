// The frozen wall clock of the programs that run a user's widget code: the previews runner freezes its whole
// process at the render date; WidgetSnapshotTesting freezes around each render (WallClockLease.swift).
// The mechanism is CWallClock's (Sources/CWallClock/WallClock.c): clock_gettime, gettimeofday, time and
// timespec_get defined in the executable, which the dynamic linker binds Foundation's, Dispatch's, ICU's and
// the C library's callers to. Only wall clocks are frozen; monotonic clocks (ContinuousClock, DispatchTime,
// every timeout) keep running. Limits: docs/limits.md "Frozen clock".
import CWallClock

/// The process's wall clock: `Date()`, `Date.now`, `CFAbsoluteTimeGetCurrent`, `DispatchWallTime.now()`,
/// `time`, `gettimeofday`, `clock_gettime(CLOCK_REALTIME)` all read it.
///
/// ```swift
/// WallClock.freezeProcess(atSecondsSince1970: 1_717_580_460)   // Date() is 2024-06-05 09:41:00 UTC from now on
/// ```
public enum WallClock {
    /// True when the running executable's wall-clock functions are CWallClock's, so freezing works: the
    /// executable links CWallClock (through WidgetPreviewRunner or WidgetSnapshotTesting) and is dynamic.
    public static var isInterposed: Bool { cwallclock_is_interposed() }

    /// Freezes every thread's wall clock at `seconds` since 1970 (UTC) until ``thawProcess()``.
    public static func freezeProcess(atSecondsSince1970 seconds: Double) {
        cwallclock_freeze_process(nanoseconds(seconds))
    }

    /// Ends ``freezeProcess(atSecondsSince1970:)``.
    public static func thawProcess() { cwallclock_thaw_process() }

    /// The process-wide frozen time in seconds since 1970, or nil when the process's clock runs.
    public static var processFrozenSecondsSince1970: Double? {
        let value = cwallclock_process_frozen()
        return value == CWALLCLOCK_UNFROZEN ? nil : Double(value) / 1e9
    }

    /// Runs `body` with the calling thread's wall clock frozen at `seconds` since 1970; other threads are not
    /// affected, and the thread's earlier state comes back when `body` returns. `body` is synchronous: a
    /// suspension could move the work to another thread and leave this one frozen.
    public static func withThreadFrozen<T, E: Error>(atSecondsSince1970 seconds: Double,
                                                    _ body: () throws(E) -> T) throws(E) -> T {
        let previous = cwallclock_freeze_thread(nanoseconds(seconds))
        defer { _ = cwallclock_freeze_thread(previous) }
        return try body()
    }

    /// Test hook: runs `body` with the calling thread reading the real clock (plus the test offset) even while
    /// the process is frozen. Synchronous, as ``withThreadFrozen(atSecondsSince1970:_:)``.
    package static func withThreadRunning<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let previous = cwallclock_freeze_thread(CWALLCLOCK_REAL)
        defer { _ = cwallclock_freeze_thread(previous) }
        return try body()
    }

    /// The real wall clock in seconds since 1970: never frozen, no offset.
    public static var realSecondsSince1970: Double { Double(cwallclock_real_nanoseconds()) / 1e9 }

    /// `seconds` as whole nanoseconds, clamped to what 64 bits hold (the years 1678 to 2262).
    static func nanoseconds(_ seconds: Double) -> Int64 {
        let limit = 9.2e9
        guard seconds.isFinite else { return seconds < 0 ? -Int64(limit * 1e9) : Int64(limit * 1e9) }
        return Int64((min(max(seconds, -limit), limit) * 1e9).rounded())
    }
}
