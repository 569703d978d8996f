import Views

extension Published.Publisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    /// Delivers the property's value at subscription, as Combine's `@Published` publisher does.
    public func subscribe(receiveValue: @escaping (Value) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(value)
        return AnyCancellable {}
    }
}
