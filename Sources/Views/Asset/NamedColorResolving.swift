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

    /// The app's accent colour for `colorScheme` — the catalog's global accent colour set, as Xcode's
    /// ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME (`NSAccentColorName`) names it — or nil for the
    /// system's (system blue). `Color.accentColor` and the default `.tint` read it.
    func accentColor(colorScheme: ColorScheme) -> RGBAColor?

    /// The colour named `name` for `colorScheme` and `contrast` (a set's high-contrast variant when increased).
    func color(named name: String, colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor?

    /// The accent colour for `colorScheme` and `contrast`.
    func accentColor(colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor?
}

extension NamedColorResolving {
    /// No accent colour of its own: the system's.
    public func accentColor(colorScheme: ColorScheme) -> RGBAColor? { nil }

    /// The colour named `name` for `colorScheme` and `contrast` (`EnvironmentValues.colorSchemeContrast`);
    /// by default the same whatever the contrast.
    public func color(named name: String, colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor? {
        color(named: name, colorScheme: colorScheme)
    }

    /// The accent colour for `colorScheme` and `contrast`; by default the same whatever the contrast.
    public func accentColor(colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor? {
        accentColor(colorScheme: colorScheme)
    }
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
