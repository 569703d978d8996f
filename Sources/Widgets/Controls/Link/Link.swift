import PortableFoundation
import Views

/// A control that opens a URL (SwiftUI's `Link`): in a widget, a tap on it opens the URL in the app.
///
/// ```swift
/// Link(destination: URL(string: "habits://log")!) {
///     Label("Log", systemImage: "plus")
/// }
/// ```
/// Drawn as a button in the environment's button style; in the default style it is the label in the
/// accent colour (as `.borderless`), as SwiftUI draws links. The URL is kept (``destination``) and
/// never opened: nothing can be tapped in a PNG.
public struct Link<Label: View>: View {
    /// The URL the link opens.
    public let destination: URL
    let label: Label

    @Environment(\.buttonStyle) private var style

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link in the button style in effect (borderless for the default style).
    public var body: some View {
        let linkStyle = style.isAutomatic ? AnyButtonStyle(primitive: BorderlessButtonStyle(), outer: style) : style
        return linkStyle.makeBody(nil, AnyView(label), {})
            .environment(\.buttonStyle, style.outerStyle)
    }
}

extension Link where Label == Text {
    /// A link whose label is a localized title.
    ///
    /// ```swift
    /// Link("Open Habits", destination: URL(string: "habits://")!)
    /// ```
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// A link whose label is a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination, label: { Text(title) })
    }
}
