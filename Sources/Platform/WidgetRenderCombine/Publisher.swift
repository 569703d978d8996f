// Combine's `Publisher` for a static render: a value source that delivers, at subscription, the values it
// has now, then perhaps its completion. Operators are written against one requirement (`subscribe`), so
// a publisher of user code can conform by forwarding to another publisher.

/// A source of values over time (Combine's `Publisher`). In a static render a publisher delivers only the
/// values it has when subscribed to (`Just`, a subject's current value, `@Published`'s); timers and
/// notifications deliver nothing.
///
/// ```swift
/// let cancellable = Just(3).sink { value in print(value) }   // prints 3
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of value published.
    associatedtype Output
    /// The kind of error published.
    associatedtype Failure: Error

    /// Delivers the values available now to `receiveValue`, then the completion if there is one, and returns
    /// the subscription (Combine's `receive(subscriber:)`, in closures).
    func subscribe(receiveValue: @escaping (Output) -> Void,
                   receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// Namespace of Combine's subscriber types.
public enum Subscribers {
    /// How a publisher ends.
    public enum Completion<Failure: Error> {
        /// No more values.
        case finished
        /// Ended with `Failure`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }

    /// Wraps this publisher in an ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }

    /// Sets `object[keyPath: keyPath]` to each value.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        subscribe(receiveValue: { object[keyPath: keyPath] = $0 }, receiveCompletion: { _ in })
    }
}
