import Views

/// A built-in button style (SwiftUI's `BorderedProminentButtonStyle`, `.borderedProminent`). The label in white on the accent colour, inside the border shape.
///
/// ```swift
/// Button("Start") { }.buttonStyle(.borderedProminent).tint(.orange)
/// ```
/// On a vibrant surface (Lock Screen) the accent becomes white, as WidgetKit's vibrant rendering asks
/// (docs/widgets.md, "Controls").
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, appearance: .prominent)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The `BorderedProminentButtonStyle`.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
