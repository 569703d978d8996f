import Graphics
import Views

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(ContentMargins.homeScreen)
}

extension EnvironmentValues {
    /// The content margins the system adds around the widget body in this context (iOS 17+,
    /// WIDGETKIT.md §2.5, S15): re-apply them after `contentMarginsDisabled()` where content needs them.
    ///
    /// ```swift
    /// @Environment(\.widgetContentMargins) var margins
    /// // …
    /// Text("Now playing").padding(margins)
    /// ```
    /// The value does not change when margins are disabled; it is what the system *would* add.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
