import Foundation

/// The subscribers of a subject: added at subscription, removed when their subscription is cancelled or
/// released; sends reach the subscribers present at the time, in subscription order.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private struct Entry {
        var id: Int
        var value: (Output) -> Void
        var completion: (Subscribers.Completion<Failure>) -> Void
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a subscriber (or completes it at once if the subject has ended).
    func add(_ value: @escaping (Output) -> Void,
             _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let ended = self.completion {
            lock.unlock()
            completion(ended)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, value: value, completion: completion))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        entries.removeAll { $0.id == id }
        lock.unlock()
    }

    /// Sends `value` to every subscriber, unless the subject has ended.
    func send(_ value: Output) {
        lock.lock()
        let receivers = completion == nil ? entries.map(\.value) : []
        lock.unlock()
        for receive in receivers { receive(value) }
    }

    /// Ends the subject: every subscriber gets `completion` and is dropped.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { lock.unlock(); return }
        self.completion = completion
        let receivers = entries.map(\.completion)
        entries = []
        lock.unlock()
        for receive in receivers { receive(completion) }
    }
}
