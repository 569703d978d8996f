import Views

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { .automatic }
}

extension EnvironmentValues {
    /// The style `Button` and `Link` draw with (`buttonStyle(_:)`); `.automatic` by default.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
