private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyle.automatic
}

extension EnvironmentValues {
    /// The style of labels below (`labelStyle(_:)`).
    public var labelStyle: LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
