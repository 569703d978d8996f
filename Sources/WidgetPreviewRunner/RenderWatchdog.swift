// The per-preview time limit of the runner. A Swift function that never returns cannot be cancelled in
// its process (no preemption of a thread, no asynchronous exceptions), so the limit ends the process:
// 1. Each preview's expansion (its widget's body, its timeline) and each render (body, layout, drawing,
//    encoding) is bracketed by `begin`/`end` on a slot of its thread, with the time it started.
// 2. A watchdog thread of its own (a Foundation Thread, so render threads filling Dispatch's pool cannot
//    delay it) looks every 50 ms; the first slot older than the limit is the overrun. It calls the run's
//    `stop` with the overrunning keys: the runner writes a report of what finished, the overrun ones as
//    failures naming preview, file:line and the limit, and `overrun` set, then exits 3 mid-render.
// 3. The CLI runs the runner again with those keys in the request's `overrun`: they are failed without
//    being started, the others render. Each run removes at least one key, and the CLI's runner timeout
//    bounds them all.
import Dispatch
import Foundation
import PreviewRun
import Synchronization

/// Watches the expansions and renders in flight and stops the run when one passes the limit.
final class RenderWatchdog: Sendable {
    /// One expansion or render in flight.
    struct Slot: Sendable {
        var key: String
        var started: UInt64
        /// What the report says of it if it overruns.
        var overrun: PreviewRenderRecord
    }

    /// The limit in nanoseconds.
    let limit: UInt64
    /// Work in flight by slot number.
    private let slots = Mutex<[Int: Slot]>([:])
    /// Set once the run is being stopped.
    private let stopping = Atomic<Bool>(false)

    /// A watchdog for `seconds` per expansion or render (nothing is watched before ``start(stop:)``).
    init(seconds: Double) {
        limit = UInt64(max(0.001, seconds) * 1e9)
    }

    /// Starts the watching thread; `stop` is called once, on it, with the overrunning slots, and must not return.
    func start(stop: @escaping @Sendable ([Slot]) -> Never) {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                let now = DispatchTime.now().uptimeNanoseconds
                let late = slots.withLock { slots in
                    slots.values.filter { now > $0.started && now - $0.started > limit }.sorted { $0.key < $1.key }
                }
                if !late.isEmpty, !stopping.exchange(true, ordering: .relaxed) { stop(late) }
            }
        }
        thread.name = "preview watchdog"
        thread.start()
    }

    /// `key` starts on `slot`; `overrun` is its record if it passes the limit.
    func begin(_ key: String, slot: Int, overrun: PreviewRenderRecord) {
        let now = DispatchTime.now().uptimeNanoseconds
        slots.withLock { $0[slot] = Slot(key: key, started: now, overrun: overrun) }
    }

    /// The failure of a preview or render that ran past `seconds`.
    static func message(seconds: Double) -> String {
        let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return "ran past the render timeout of \(text) s (--render-timeout): its body, timeline or render did not "
            + "finish, so it was stopped and the other previews rendered without it"
    }

    /// `slot`'s work finished.
    func end(slot: Int) {
        slots.withLock { $0[slot] = nil }
    }
}
