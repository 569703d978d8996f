/// A publisher you can send values through (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to the current subscribers.
    func send(_ value: Output)
    /// Ends the subject for its subscribers.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}
