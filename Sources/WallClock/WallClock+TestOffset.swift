// Test hook: move the process's real clock (every wall-clock read that is not frozen) by an offset, to prove
// that renders a minute apart are the same without waiting a minute. One caller at a time: the offset is
// process-wide, so a second test setting its own would change the first one's clock.
import CWallClock
import Synchronization

extension WallClock {
    /// Runs `body` with every unfrozen wall-clock read of the process `seconds` ahead of the real clock, then
    /// puts it back; waits (suspended) while another caller's offset is in force.
    package static func withUnfrozenOffset<T, E: Error>(seconds: Double, _ body: () async throws(E) -> T) async throws(E) -> T {
        await OffsetGate.shared.enter()
        cwallclock_set_unfrozen_offset(nanoseconds(seconds))
        defer {
            cwallclock_set_unfrozen_offset(0)
            OffsetGate.shared.leave()
        }
        return try await body()
    }
}

/// One holder at a time, the others suspended in arrival order.
final class OffsetGate: Sendable {
    /// The gate of the process's offset.
    static let shared = OffsetGate()

    // Invariant: `waiting` is empty whenever `busy` is false.
    private let state = Mutex<(busy: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// Returns once the caller holds the gate.
    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let entered = state.withLock { state -> Bool in
                guard state.busy else {
                    state.busy = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if entered { continuation.resume() }
        }
    }

    /// Hands the gate to the next caller, or opens it.
    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.busy = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
