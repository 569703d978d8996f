import Graphics

/// A value that grows with Dynamic Type, SwiftUI's `@ScaledMetric`: the declared value at Large, times the
/// growth of its text style at the environment's size (`Font.TextStyle.scaleFactor(at:)`, the style's point
/// size over its size at Large — UIFontMetrics' scaling for the system styles).
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .caption) var side = 24.0
///     var body: some View { Circle().frame(width: side, height: side) }
/// }
/// ```
/// Like ``Environment``, it reads the environment of the view whose `body` is being resolved; outside a
/// render it is the declared value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// A value scaled like `.body` text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value scaled like text of `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the current Dynamic Type size.
    public var wrappedValue: Value {
        base * Value(textStyle.scaleFactor(at: EnvironmentValues.current.dynamicTypeSize))
    }
}
