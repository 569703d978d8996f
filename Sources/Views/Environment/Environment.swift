/// Reads a value from the environment inside a view's `body`, SwiftUI style.
///
/// ```swift
/// struct Ring: View {
///     @Environment(\.widgetRenderingMode) var mode
///     var body: some View { Circle().opacity(mode == .fullColor ? 1 : 0.5) }
/// }
/// ```
/// The value is the environment of the view being resolved; reading it outside resolution gives defaults.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}
