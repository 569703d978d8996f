// Bounded waits for a provider. WidgetKit gives an extension a budget and kills it when it is spent; a
// renderer must not hang on a provider that never calls its completion handler or never returns. Each
// call races the provider's answer against a timer: whichever comes first resumes the caller once, and
// a later answer is dropped. The clock starts when the provider is called (for an async provider: when
// its task starts running). A provider that never returns keeps its task (Swift cannot kill it): the
// caller gets its error and moves on.
// The timer is a Dispatch work item, not a task: under load every thread of Swift's cooperative pool may
// be busy rendering, and a timer that needs one of them would fire late.
import Dispatch
import Foundation

/// Waits at most `timeout` for a provider's answer.
package struct ProviderWait: Sendable {
    /// The longest wait for one call.
    package var timeout: Duration

    /// A wait of at most `timeout` per call.
    package init(timeout: Duration) { self.timeout = timeout }

    /// Calls `start` with a completion handler and returns what the provider passes to it.
    package func completion<T>(of call: String, kind: String,
                       _ start: (@escaping (T) -> Void) -> Void) async throws(WidgetHostError) -> T {
        let handoff = Handoff<T>()
        let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Handed<T>?, Never>) in
            handoff.arm(continuation)
            handoff.startTimer(timeout)
            start { value in handoff.deliver(value) }
        }
        guard let answer else { throw .providerTimedOut(kind: kind, call: call, timeout: timeout) }
        return answer.value
    }

    /// Runs `work` in a task and returns its result.
    package func result<T>(of call: String, kind: String,
                   _ work: @escaping () async -> T) async throws(WidgetHostError) -> T {
        let handoff = Handoff<T>()
        let job = Handed(value: work)
        let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Handed<T>?, Never>) in
            handoff.arm(continuation)
            Task(executorPreference: ProviderExecutor(label: call)) { [timeout] in
                // On its own queue (ProviderExecutor); the clock starts when the provider starts.
                handoff.startTimer(timeout)
                handoff.deliver(await job.value())
            }
        }
        guard let answer else { throw .providerTimedOut(kind: kind, call: call, timeout: timeout) }
        return answer.value
    }
}

/// A value handed from the provider's context to the waiting caller exactly once (Handoff resumes
/// one continuation once), so it is never used from two places at the same time.
struct Handed<T>: @unchecked Sendable {
    var value: T
}

/// One continuation, resumed once: by the provider's answer or by the timer.
final class Handoff<T>: @unchecked Sendable {
    // Invariant: `lock` guards `continuation`, `timer` and `isFinished`; the continuation is taken out
    // under the lock and resumed outside it, at most once.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Handed<T>?, Never>?
    private var timer: DispatchWorkItem?
    private var isFinished = false

    /// Stores the continuation to resume.
    func arm(_ continuation: CheckedContinuation<Handed<T>?, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    /// Starts the timer that resumes the continuation with nil after `timeout`.
    func startTimer(_ timeout: Duration) {
        let timer = DispatchWorkItem { [self] in finish(nil) }
        let isFinished = lock.withLock {
            self.timer = timer
            return self.isFinished
        }
        if isFinished { return }  // the provider answered synchronously: no timer
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(min(seconds, Int64(Int.max / 1_000_000_000 - 1))) * 1_000_000_000
            + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: timer)
    }

    /// The provider's answer.
    func deliver(_ value: T) { finish(Handed(value: value)) }

    private func finish(_ answer: Handed<T>?) {
        let (continuation, timer) = lock.withLock { () -> (CheckedContinuation<Handed<T>?, Never>?, DispatchWorkItem?) in
            defer {
                self.continuation = nil
                self.timer = nil
                self.isFinished = true
            }
            return (self.continuation, self.timer)
        }
        timer?.cancel()
        continuation?.resume(returning: answer)
    }
}
