// Dispatch's `DispatchSerialQueue` (iOS 17) and the time constants of Darwin's <dispatch/time.h>, which Linux's
// Dispatch module does not export. On Apple platforms `DispatchSerialQueue` is a subclass of `DispatchQueue`
// that is a `SerialExecutor`; Linux's `DispatchQueue` cannot be subclassed outside its module, so the name is
// an alias of `DispatchQueue` (serial unless created with `.concurrent`, as `DispatchQueue(label:)` is), and
// `DispatchQueue` is made a `SerialExecutor` that runs each job with `async`, so the idiom
// `nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }` compiles and runs.
import Dispatch
import Foundation

/// A serial dispatch queue: Dispatch's `DispatchSerialQueue` (an alias of `DispatchQueue` on Linux).
///
/// ```swift
/// let queue = DispatchSerialQueue(label: "com.example.emoji.store", qos: .userInitiated)
/// ```
public typealias DispatchSerialQueue = DispatchQueue

extension DispatchQueue: @retroactive SerialExecutor {
    /// Runs `job` on this queue (asynchronously, in submission order on a serial queue).
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        self.async { unowned.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}

/// Nanoseconds per second (Darwin's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond (Darwin's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond (Darwin's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second (Darwin's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000
