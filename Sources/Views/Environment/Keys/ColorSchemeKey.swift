/// Light or dark appearance (SwiftUI's `ColorScheme`): system and semantic colours resolve per scheme.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// ```
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
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
