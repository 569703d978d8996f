/// A publisher with its type erased (Combine's `AnyPublisher`); also what this module's operators return.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.subscribe(receiveValue: $0, receiveCompletion: $1) }
    }

    /// A publisher whose subscription runs `subscribe`.
    init(subscribe: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable) {
        subscribeBody = subscribe
    }

    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribeBody(receiveValue, receiveCompletion)
    }
}
