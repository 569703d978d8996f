import Views

/// A built-in button style (SwiftUI's `BorderlessButtonStyle`, `.borderless`). The label alone, in the accent colour.
///
/// ```swift
/// Button("Details") { }.buttonStyle(.borderless)
/// ```
/// On a vibrant surface (Lock Screen) the accent becomes white, as WidgetKit's vibrant rendering asks
/// (docs/widgets.md, "Controls").
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, appearance: .borderless)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The `BorderlessButtonStyle`.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
