import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (Combine's `NotificationCenter.publisher(for:object:)`).
    /// Nothing posts notifications during a static render, so it publishes nothing.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name (Combine's `NotificationCenter.Publisher`).
    public struct Publisher: WidgetRenderCombine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The centre it listens to.
        public let center: NotificationCenter
        /// The notification name.
        public let name: Notification.Name
        /// The sender it is limited to, if any.
        public let object: AnyObject?

        /// A publisher of `name` from `center`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func subscribe(receiveValue: @escaping (Notification) -> Void,
                              receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}
