/// A key for a value in `EnvironmentValues`, SwiftUI style.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///     var isAccent: Bool { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}
