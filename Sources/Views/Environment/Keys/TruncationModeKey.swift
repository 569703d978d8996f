import Graphics

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = TruncationMode.tail
}

extension EnvironmentValues {
    /// Where text that does not fit is cut and replaced by an ellipsis.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}
