import Views

/// False when any `containerBackgroundRemovable(false)` is in the widget body (WIDGETKIT.md §3).
struct ContainerBackgroundRemovablePreferenceKey: PreferenceKey {
    static var defaultValue: Bool { true }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value && nextValue()
    }
}
