import Graphics

/// Looks named colours up for `Color("name")` and `Color(.name)`: the renderer installs one per render
/// in ``EnvironmentValues/namedColors`` (over its asset catalog) and reports the names it lacked.
///
/// ```swift
/// struct Fixed: NamedColorResolving {
///     func color(named name: String, colorScheme: ColorScheme) -> RGBAColor? { name == "Brand" ? .init(white: 0.5) : nil }
/// }
/// ```
public protocol NamedColorResolving: Sendable {
    /// The sRGB colour named `name` for `colorScheme`, or nil when there is none (the colour is then clear).
    func color(named name: String, colorScheme: ColorScheme) -> RGBAColor?
}

private struct NamedColorsKey: EnvironmentKey {
    static let defaultValue: (any NamedColorResolving)? = nil
}

extension EnvironmentValues {
    /// Where `Color("name")` looks its name up; nil (the default) leaves every named colour clear.
    public var namedColors: (any NamedColorResolving)? {
        get { self[NamedColorsKey.self] }
        set { self[NamedColorsKey.self] = newValue }
    }
}
