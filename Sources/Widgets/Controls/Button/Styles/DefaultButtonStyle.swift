import Views

/// A built-in button style (SwiftUI's `DefaultButtonStyle`, `.automatic`). The default style. In a widget it draws like `.bordered`: the label in the accent colour on a light tint of it, in a capsule (our choice [C]: interactive widget buttons on iOS 17+ Home Screens show a tinted capsule; Apple documents only that the default is chosen by context). A `Link` in the default style draws like `.borderless`.
///
/// ```swift
/// Button("Log") { }.buttonStyle(.automatic)
/// ```
/// On a vibrant surface (Lock Screen) the accent becomes white, as WidgetKit's vibrant rendering asks
/// (docs/widgets.md, "Controls").
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, appearance: .bordered)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The `DefaultButtonStyle`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
