/// A publisher that finishes without a value (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes at once (it never publishes either way).
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}
