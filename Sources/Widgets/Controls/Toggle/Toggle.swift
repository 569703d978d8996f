import Views

/// A control that is on or off (SwiftUI's `Toggle`), drawn in the environment's toggle style.
///
/// ```swift
/// Toggle("Reminders", isOn: $remindersOn)
/// Toggle(isOn: .constant(entry.isDone)) { Text(entry.title) }.toggleStyle(.button)
/// ```
/// A rendered widget draws the state `isOn` holds when the body is evaluated; nothing toggles it.
/// `Toggle(isOn:intent:)` (the AppIntents form) builds on ``init(isOn:label:)`` with `.constant(isOn)`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    @Environment(\.toggleStyle) private var style

    /// A toggle with a custom label.
    ///
    /// ```swift
    /// Toggle(isOn: $isOn) { Label("Alarm", systemImage: "alarm") }
    /// ```
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle in its style; inside the style's body the style in effect is the one outside it, so
    /// `Toggle(configuration)` in a custom style does not recurse.
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)),
                                                isOn: isOn))
            .environment(\.toggleStyle, style.outerStyle)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn in the style outside that style.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(4) }
    /// ```
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, label: { configuration.label })
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is a localized title.
    ///
    /// ```swift
    /// Toggle("Vibrate on Ring", isOn: $vibrate)
    /// ```
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(titleKey) })
    }

    /// A toggle whose label is a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(title) })
    }
}

extension Toggle where Label == Views.Label<Text, Image> {
    /// A toggle whose label is a title and an SF Symbol.
    ///
    /// ```swift
    /// Toggle("Vibrate", systemImage: "iphone.radiowaves.left.and.right", isOn: $vibrate)
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Views.Label(titleKey, systemImage: systemImage) })
    }

    /// A toggle whose label is a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Views.Label(title, systemImage: systemImage) })
    }
}
