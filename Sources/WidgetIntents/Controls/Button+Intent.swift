// `Button(intent:)`: the AppIntents + SwiftUI cross-import overlay's initialisers, written as extensions
// here (the module that knows `AppIntent`), over the controls' public initialisers. The button is drawn
// like any button; the intent is kept by nobody and never performed (docs/widgetkit-api.md).
import Views
import Widgets

extension Button {
    /// A button that would perform `intent` when tapped (iOS 17 interactive widgets); drawn in the
    /// environment's button style, never performed here.
    ///
    /// ```swift
    /// Button(intent: LogHabitIntent()) {
    ///     Label("Log", systemImage: "plus.circle.fill")
    /// }
    /// ```
    public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }

    /// A button with a role that would perform `intent` when tapped.
    public init<Intent: AppIntent>(role: ButtonRole?, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A text button that would perform `intent` when tapped.
    ///
    /// ```swift
    /// Button("Log", intent: LogHabitIntent())
    /// ```
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) {
        self.init(action: {}, label: { Text(titleKey) })
    }

    /// A button titled by a string that would perform `intent` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, intent: Intent) {
        self.init(action: {}, label: { Text(title) })
    }
}

extension Button where Label == Views.Label<Text, Image> {
    /// A button labelled by a title and an SF Symbol that would perform `intent` when tapped.
    ///
    /// ```swift
    /// Button("Log", systemImage: "plus.circle.fill", intent: LogHabitIntent())
    /// ```
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: Intent) {
        self.init(action: {}, label: { Views.Label(titleKey, systemImage: systemImage) })
    }

    /// A button labelled by a string and an SF Symbol that would perform `intent` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, systemImage: String, intent: Intent) {
        self.init(action: {}, label: { Views.Label(title, systemImage: systemImage) })
    }
}
