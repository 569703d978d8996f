/// Which parts of a `Label` show (SwiftUI's built-in label styles).
///
/// ```swift
/// Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly)
/// ```
public struct LabelStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, titleAndIcon, iconOnly, titleOnly }
    let kind: Kind

    /// The platform default: icon and title.
    public static let automatic = LabelStyle(kind: .automatic)
    /// Icon and title.
    public static let titleAndIcon = LabelStyle(kind: .titleAndIcon)
    /// The icon only.
    public static let iconOnly = LabelStyle(kind: .iconOnly)
    /// The title only.
    public static let titleOnly = LabelStyle(kind: .titleOnly)
}

extension View {
    /// The style of labels below.
    public func labelStyle(_ style: LabelStyle) -> some View {
        environment(\.labelStyle, style)
    }
}
