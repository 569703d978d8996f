private struct IsLuminanceReducedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True on an Always-On display: views should lower their brightness (WIDGETKIT.md §1.7).
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
}
