import Views

/// A built-in button style (SwiftUI's `PlainButtonStyle`, `.plain`). The label alone, in its own colours (the primary label colour unless it sets one).
///
/// ```swift
/// Button { } label: { CoverArt() }.buttonStyle(.plain)
/// ```
/// On a vibrant surface (Lock Screen) the accent becomes white, as WidgetKit's vibrant rendering asks
/// (docs/widgets.md, "Controls").
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, appearance: .plain)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The `PlainButtonStyle`.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
