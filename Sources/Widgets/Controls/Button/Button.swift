import Views

/// A control that performs an action (SwiftUI's `Button`), drawn in the environment's button style.
///
/// ```swift
/// Button(action: { log() }) {
///     Label("Log", systemImage: "plus.circle.fill")
/// }
/// .buttonStyle(.borderedProminent)
/// ```
/// A rendered widget is a picture: the button is drawn as WidgetKit draws it (docs/widgets.md,
/// "Controls"), and its action is kept but never performed. `Button(intent:)` (the AppIntents form)
/// builds on ``init(role:action:label:)`` the same way.
///
/// Apple's actions are `@MainActor` closures because its `View` is main-actor isolated; ours is not,
/// so the action is a plain closure: `Button { count += 1 }` in a `body` compiles in Swift 6 mode,
/// where a `@MainActor` closure capturing the view would be a data-race error.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    @Environment(\.buttonStyle) private var style

    /// A button with a custom label.
    ///
    /// ```swift
    /// Button { } label: { Image(systemName: "play.fill") }
    /// ```
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a custom label.
    ///
    /// ```swift
    /// Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
    /// ```
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The button in its style; inside the style's body the style in effect is the one outside it,
    /// so `Button(configuration)` in a custom primitive style does not recurse.
    public var body: some View {
        style.makeBody(role, AnyView(label), action)
            .environment(\.buttonStyle, style.outerStyle)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, drawn in the style outside that style.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(4) }
    /// ```
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action, label: { configuration.label })
    }
}
