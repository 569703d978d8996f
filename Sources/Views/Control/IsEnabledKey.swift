private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False below `disabled(true)` (SwiftUI's `isEnabled`): controls there draw dimmed.
    ///
    /// ```swift
    /// @Environment(\.isEnabled) private var isEnabled
    /// ```
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
