/// A subject that passes each sent value to its subscribers of the moment (Combine's `PassthroughSubject`).
///
/// ```swift
/// let refresh = PassthroughSubject<Void, Never>()
/// let cancellable = refresh.sink { print("refresh") }
/// refresh.send()
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue, receiveCompletion)
    }
}
