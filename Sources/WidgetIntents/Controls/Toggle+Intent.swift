// `Toggle(isOn:intent:)`: the AppIntents + SwiftUI cross-import overlay's initialisers, over the
// controls' `Toggle(isOn:label:)` with `.constant(isOn)`: a widget shows the state its entry holds;
// tapping would perform the intent, which nothing does here (docs/widgetkit-api.md).
import Views
import Widgets

extension Toggle {
    /// A toggle showing `isOn` that would perform `intent` when tapped (iOS 17 interactive widgets).
    ///
    /// ```swift
    /// Toggle(isOn: entry.isDone, intent: CompleteTaskIntent(id: entry.id)) {
    ///     Text(entry.title)
    /// }
    /// ```
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey` showing `isOn` that would perform `intent` when tapped.
    ///
    /// ```swift
    /// Toggle("Done", isOn: entry.isDone, intent: CompleteTaskIntent())
    /// ```
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
        self.init(isOn: .constant(isOn), label: { Text(titleKey) })
    }

    /// A toggle titled by a string showing `isOn` that would perform `intent` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, isOn: Bool, intent: Intent) {
        self.init(isOn: .constant(isOn), label: { Text(title) })
    }
}
