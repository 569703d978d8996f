import Views

/// The container backgrounds a widget body declared, in view order (outermost first); the first one
/// is used (WIDGETKIT.md §3).
struct ContainerBackgroundPreferenceKey: PreferenceKey {
    static var defaultValue: [ContainerBackground] { [] }

    static func reduce(value: inout [ContainerBackground], nextValue: () -> [ContainerBackground]) {
        value.append(contentsOf: nextValue())
    }
}
