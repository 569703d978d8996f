import Views

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { .automatic }
}

extension EnvironmentValues {
    /// The style `Toggle` draws with (`toggleStyle(_:)`); `.automatic` by default.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
