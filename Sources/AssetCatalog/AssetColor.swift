// A colour set (`Name.colorset/Contents.json`, Asset Catalog Format Reference "Named Color Type"): its
// variants by idiom and appearance, each colour converted to sRGB when read.
import Graphics

/// The appearance a variant is made for (`appearances: [{ "appearance": "luminosity", "value": "dark" }]`).
public enum AssetAppearance: Hashable, Sendable {
    /// No luminosity given ("Any Appearance").
    case any
    /// `luminosity: light`.
    case light
    /// `luminosity: dark`.
    case dark
}

/// A named colour of the catalog, in sRGB, per appearance.
///
/// ```swift
/// catalog.color(named: "BrandBlue")?.color(dark: true)
/// ```
public struct AssetColor: Hashable, Sendable {
    /// One variant: the appearance it is for and its sRGB value.
    public struct Variant: Hashable, Sendable {
        /// The appearance it is for.
        public var appearance: AssetAppearance
        /// The colour, converted to sRGB.
        public var color: RGBAColor
    }

    /// The catalog name (`Folder/Name` inside a namespace folder).
    public var name: String
    /// The variants for iPhone (idiom `universal` or `iphone`; high-contrast variants are left out).
    public var variants: [Variant]

    /// The colour for a light or dark render: the variant for that luminosity, else the "Any" one, else the first.
    public func color(dark: Bool) -> RGBAColor? {
        AssetAppearance.pick(variants, dark: dark, appearance: \.appearance)?.color
    }
}

extension AssetAppearance {
    /// The element for a light or dark render: the one for that luminosity, else `.any`, else the first.
    static func pick<T>(_ items: [T], dark: Bool, appearance: (T) -> AssetAppearance) -> T? {
        let wanted: AssetAppearance = dark ? .dark : .light
        return items.first { appearance($0) == wanted } ?? items.first { appearance($0) == .any } ?? items.first
    }
}
