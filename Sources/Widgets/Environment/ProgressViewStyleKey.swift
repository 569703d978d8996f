import Views

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle())
}

extension EnvironmentValues {
    /// The style `ProgressView` draws with (`progressViewStyle(_:)`); `.automatic` by default.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
