/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The colour scheme semantic colours resolve against.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
