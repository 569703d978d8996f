// A colour set (`Name.colorset/Contents.json`, Asset Catalog Format Reference "Named Color Type"): its
// variants by idiom and appearance, each colour converted to sRGB when read. A variant that references a
// system colour (`"reference": "systemBlueColor"`) keeps that colour's light and dark values, so an
// "Any Appearance" reference follows the render's colour scheme as UIKit's dynamic colour does. A set
// whose variants carry no colour at all is empty — what Xcode's templates ship as `AccentColor` — and
// resolves to nothing: the system default where one exists (the accent colour: system blue).
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
        /// The colour, converted to sRGB (a system reference's light value).
        public var color: RGBAColor
        /// A system reference's dark value (nil for components, the same in both schemes).
        public var darkSchemeColor: RGBAColor?
        /// The system colour referenced (`systemBlueColor`), or nil for components.
        public var reference: String?
        /// True for a `contrast: high` variant, used when the render asks for increased contrast.
        public var isHighContrast = false

        /// A variant of `appearance` with `color` (and a system reference's dark value).
        public init(appearance: AssetAppearance, color: RGBAColor, darkSchemeColor: RGBAColor? = nil,
                    reference: String? = nil) {
            self.appearance = appearance
            self.color = color
            self.darkSchemeColor = darkSchemeColor
            self.reference = reference
        }

        /// The value in a light or dark render.
        public func color(dark: Bool) -> RGBAColor { dark ? darkSchemeColor ?? color : color }
    }

    /// The catalog name (`Folder/Name` inside a namespace folder).
    public var name: String
    /// The variants for iPhone (idiom `universal` or `iphone`), high-contrast ones included. Empty
    /// for a set whose variants carry no colour (Xcode's template `AccentColor`).
    public var variants: [Variant]

    /// A set with these variants.
    public init(name: String, variants: [Variant]) {
        self.name = name
        self.variants = variants
    }

    /// True when no variant carries a colour: the set stands for the system default.
    public var isEmpty: Bool { variants.isEmpty }

    /// The colour for a light or dark render: the variant for that luminosity, else the "Any" one, else the
    /// first; nil for an empty set. With `increasedContrast` the high-contrast variants are looked at first
    /// (as UIKit resolves a trait collection with `accessibilityContrast == .high`), else the standard ones;
    /// without it only the standard ones, unless the set has nothing else.
    public func color(dark: Bool, increasedContrast: Bool = false) -> RGBAColor? {
        let high = variants.filter(\.isHighContrast), standard = variants.filter { !$0.isHighContrast }
        let preferred = increasedContrast && !high.isEmpty ? high : standard.isEmpty ? high : standard
        return AssetAppearance.pick(preferred, dark: dark, appearance: \.appearance)?.color(dark: dark)
    }
}

extension AssetAppearance {
    /// The element for a light or dark render: the one for that luminosity, else `.any`, else the first.
    static func pick<T>(_ items: [T], dark: Bool, appearance: (T) -> AssetAppearance) -> T? {
        let wanted: AssetAppearance = dark ? .dark : .light
        return items.first { appearance($0) == wanted } ?? items.first { appearance($0) == .any } ?? items.first
    }
}
