/// An icon beside a title (SwiftUI's `Label`), laid out as
/// `HStack(alignment: .center, spacing: Label.iconSpacing) { icon; title }` for the default style.
///
/// ```swift
/// Label("Rain", systemImage: "cloud.rain")
/// Label { Text("3 events") } icon: { Circle().fill(.red).frame(width: 8, height: 8) }
/// ```
/// `.labelStyle(.iconOnly)` / `.titleOnly` show one part.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// The distance between icon and title in the default style: **our choice**, the default stack
    /// spacing (8 pt); SwiftUI's value depends on the font and is not documented.
    public static var iconSpacing: Double { 8 }

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon and title in a row, or one of them for `.iconOnly` / `.titleOnly`.
    public var body: some View {
        switch style.kind {
        case .automatic, .titleAndIcon:
            HStack(alignment: .center, spacing: Self.iconSpacing) {
                icon
                title
            }
        case .iconOnly:
            icon
        case .titleOnly:
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    ///
    /// ```swift
    /// Label("\(steps) steps", systemImage: "figure.walk")
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and an SF Symbol icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and a named image icon.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a string title and a named image icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
