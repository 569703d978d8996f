/// The static and dynamic data of a Live Activity: ActivityKit's `ActivityAttributes`.
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable { var minutesLeft: Int }
///     var orderNumber: String
/// }
/// ```
/// Declared so bundles with an `ActivityConfiguration` compile; activities are not started or drawn here.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The data that changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}
