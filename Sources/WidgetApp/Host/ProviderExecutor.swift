// The executor async providers run on: one serial Dispatch queue per call instead of Swift's shared
// cooperative pool. Test runners (Swift Testing) fill that pool with hundreds of queued test tasks; a
// provider's task that resumed there after an `await` would wait behind them and could overrun its
// timeout through no fault of its own. On its own queue it progresses whatever the pool is doing, so the
// timeout measures the provider (SE-0417 task executors).
import Dispatch

/// Runs the jobs of the tasks that prefer it, in order, on its own serial queue.
final class ProviderExecutor: TaskExecutor, @unchecked Sendable {
    // Invariant: `queue` is immutable after init and Dispatch queues are thread-safe.
    private let queue: DispatchQueue

    /// An executor whose queue is labelled after the provider call.
    init(label: String) {
        queue = DispatchQueue(label: "WidgetHost.provider." + label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
