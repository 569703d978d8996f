import Views

/// True when `contentMarginsDisabled()` is in the widget body (WIDGETKIT.md §2.5).
struct ContentMarginsDisabledPreferenceKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
