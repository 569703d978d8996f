/// A publisher of one value, then finished (Combine's `Just`).
///
/// ```swift
/// Just("ready").sink { print($0) }   // prints "ready"
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value.
    public let output: Output

    /// Publishes `output` once.
    public init(_ output: Output) {
        self.output = output
    }

    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
