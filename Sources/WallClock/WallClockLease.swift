// The process-wide freeze of the test processes: held while any render that needs it runs.
//
// Why process-wide and not per thread: a render's wall-clock reads are not all on the caller's thread. An
// AppIntentTimelineProvider runs on WidgetHost's own executor, a TimelineProvider may call its completion
// from a queue of its own, and an async test resumes on whatever cooperative thread is free. A thread-local
// freeze would miss those reads and make the pixels depend on scheduling. So every render that awaits takes a
// lease on the process's clock: the first lease freezes it at its date, leases of the same date share it,
// the last one out thaws it, and a lease of another date waits (suspended, no thread blocked) until the
// clock is free, so two tests with different dates never see each other's. The cost: while a render holds the
// lease, the team's other tests running at the same time in the same process read the frozen date too
// (docs/limits.md "Frozen clock"). Synchronous renders, whose work is all on the calling thread, use
// WallClock.withThreadFrozen instead and touch nothing else.
import CWallClock
import Synchronization

extension WallClock {
    /// Runs `body` with the whole process's wall clock frozen at `seconds` since 1970; waits first while
    /// another caller holds it at a different date. Calls at the same date share one freeze; the clock runs
    /// again when the last one returns.
    public static func withProcessFrozen<T, E: Error>(atSecondsSince1970 seconds: Double,
                                                     _ body: () async throws(E) -> T) async throws(E) -> T {
        let hold = await holdProcessFrozen(atSecondsSince1970: seconds)
        defer { hold.release() }
        return try await body()
    }

    /// Freezes the whole process's wall clock at `seconds` since 1970 until the returned hold's
    /// ``ProcessHold/release()``, as ``withProcessFrozen(atSecondsSince1970:_:)`` does around its body.
    ///
    /// ```swift
    /// let hold = await WallClock.holdProcessFrozen(atSecondsSince1970: 1_717_580_460)
    /// defer { hold.release() }
    /// ```
    public static func holdProcessFrozen(atSecondsSince1970 seconds: Double) async -> ProcessHold {
        await Lease.shared.acquire(nanoseconds(seconds))
        return ProcessHold()
    }

    /// One hold of the process-wide freeze: release it exactly once.
    public struct ProcessHold: Sendable {
        /// Gives the hold back; the last one thaws the clock or hands it to a caller waiting for another date.
        public func release() { Lease.shared.release() }
    }
}

/// The holders of the process-wide freeze and the callers waiting for another date.
final class Lease: Sendable {
    /// The one lease of the process.
    static let shared = Lease()

    struct State {
        /// The frozen time the holders share (nanoseconds since 1970).
        var nanoseconds = CWALLCLOCK_UNFROZEN
        /// How many callers hold it.
        var holders = 0
        /// Callers waiting for another date, in arrival order.
        var waiting: [(nanoseconds: Int64, continuation: CheckedContinuation<Void, Never>)] = []
    }

    // Invariant: the C freeze is set and cleared only under this lock, so it always equals `nanoseconds`
    // while `holders > 0` and is thawed when `holders == 0`.
    private let state = Mutex(State())

    /// Returns once the process clock is frozen at `nanoseconds` for this caller.
    func acquire(_ nanoseconds: Int64) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state -> Bool in
                if state.holders == 0 {
                    state.nanoseconds = nanoseconds
                    cwallclock_freeze_process(nanoseconds)
                } else if state.nanoseconds != nanoseconds {
                    state.waiting.append((nanoseconds, continuation))
                    return false
                }
                state.holders += 1
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    /// Gives one hold back; the last one thaws the clock or hands it to the next waiting date.
    func release() {
        let admitted = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard state.holders > 0 else { return [] }  // a second release of one hold
            state.holders -= 1
            guard state.holders == 0 else { return [] }
            guard let next = state.waiting.first?.nanoseconds else {
                state.nanoseconds = CWALLCLOCK_UNFROZEN
                cwallclock_thaw_process()
                return []
            }
            let admitted = state.waiting.filter { $0.nanoseconds == next }.map(\.continuation)
            state.waiting.removeAll { $0.nanoseconds == next }
            state.nanoseconds = next
            state.holders = admitted.count
            cwallclock_freeze_process(next)
            return admitted
        }
        for continuation in admitted { continuation.resume() }
    }
}
