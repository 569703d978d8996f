/// A subject holding a current value, delivered to each new subscriber and replaced by each send (Combine's
/// `CurrentValueSubject`).
///
/// ```swift
/// let steps = CurrentValueSubject<Int, Never>(8_432)
/// let cancellable = steps.sink { print($0) }   // prints 8432
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// A subject holding `value`.
    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) { self.value = value }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receiveValue(value) }
        return subscribers.add(receiveValue, receiveCompletion)
    }
}
