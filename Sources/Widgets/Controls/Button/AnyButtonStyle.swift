import Views

/// A type-erased button style as the environment stores it: a primitive style or a ``ButtonStyle``,
/// plus the style that was in effect outside it (what `Button(configuration)` draws with).
struct AnyButtonStyle {
    /// Makes the body of a button with this role, label and action.
    let makeBody: (ButtonRole?, AnyView, @escaping () -> Void) -> AnyView
    /// True for `.automatic`: `Link` then draws as a link (borderless), not as a bordered button.
    let isAutomatic: Bool
    /// The style outside this one (empty for the default).
    private let outer: [AnyButtonStyle]

    /// The default style, `.automatic`.
    static var automatic: AnyButtonStyle { AnyButtonStyle(primitive: DefaultButtonStyle(), outer: nil, isAutomatic: true) }

    /// Erases a primitive style installed over `outer`.
    init<S: PrimitiveButtonStyle>(primitive style: S, outer: AnyButtonStyle?, isAutomatic: Bool = false) {
        makeBody = { role, label, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(content: label), action: action)))
        }
        self.isAutomatic = isAutomatic
        self.outer = outer.map { [$0] } ?? []
    }

    /// Erases a button style installed over `outer`.
    init<S: ButtonStyle>(_ style: S, outer: AnyButtonStyle?) {
        makeBody = { role, label, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(
                role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: false)))
        }
        self.isAutomatic = false
        self.outer = outer.map { [$0] } ?? []
    }

    /// The style that was in effect where this one was installed (`.automatic` at the root).
    var outerStyle: AnyButtonStyle { outer.first ?? .automatic }
}

extension View {
    /// Sets the style of the buttons (and links) in this view to a built-in or custom primitive style.
    ///
    /// ```swift
    /// Button(intent: LogHabitIntent()) { Label("Log", systemImage: "plus") }
    ///     .buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        ButtonStyleModifier(content: self) { AnyButtonStyle(primitive: style, outer: $0) }
    }

    /// Sets the style of the buttons in this view to a ``ButtonStyle`` that draws the label itself.
    ///
    /// ```swift
    /// Button("Log") { }.buttonStyle(PillStyle())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        ButtonStyleModifier(content: self) { AnyButtonStyle(style, outer: $0) }
    }
}

/// Installs a button style over the one in effect.
struct ButtonStyleModifier<Content: View>: View {
    let content: Content
    let makeStyle: (AnyButtonStyle) -> AnyButtonStyle

    var body: some View {
        content.environment(\.buttonStyle, makeStyle(EnvironmentValues.current.buttonStyle))
    }
}
