import Foundation

extension Timer {
    /// A publisher of the date every `interval` (Combine's `Timer.publish(every:tolerance:on:in:options:)`).
    /// A widget is rendered once, as WidgetKit archives it, so this publisher never fires; for a live clock
    /// use `Text(date, style: .timer)` or `Text(timerInterval:)`, which the renderer draws at the render's date.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` returns; it never fires in a static render.
    public final class TimerPublisher: Publisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// The interval between dates.
        public let interval: TimeInterval
        /// The allowed lateness.
        public let tolerance: TimeInterval?
        /// The run loop it would fire on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts the timer (Combine's `ConnectablePublisher.connect()`): nothing to start here.
        public func connect() -> any Cancellable { AnyCancellable {} }

        /// The timer started on first subscription (Combine's `autoconnect()`).
        public func autoconnect() -> AnyPublisher<Date, Never> { eraseToAnyPublisher() }

        public func subscribe(receiveValue: @escaping (Date) -> Void,
                              receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}
