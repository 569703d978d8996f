import Views

/// A built-in button style (SwiftUI's `BorderedButtonStyle`, `.bordered`). The label in the accent colour on a light tint of it (`ButtonMetrics.borderedFillOpacity`), inside the border shape.
///
/// ```swift
/// Button("Snooze") { }.buttonStyle(.bordered)
/// ```
/// On a vibrant surface (Lock Screen) the accent becomes white, as WidgetKit's vibrant rendering asks
/// (docs/widgets.md, "Controls").
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, appearance: .bordered)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The `BorderedButtonStyle`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
