// Materials without a blur. iOS draws a material as a live blur of what is behind it plus a tint
// [doc A-Material: "The blurring effect provided by the material isn't simple opacity … resembles
// heavily frosted glass"]. A widget's content is rendered once into an archive with no backdrop to
// blur, and this renderer has none either, so a material is drawn as OUR documented approximation:
// a translucent fill of the scheme's material tint, more opaque as the material thickens, in the order
// Apple's documentation gives them [doc A-Material.ultraThin "mostly translucent", .thin "more
// translucent than opaque", .regular "somewhat translucent", .thick "more opaque than translucent",
// .ultraThick "mostly opaque"]:
//
// | material    | alpha | light tint        | dark tint         |
// |-------------|-------|-------------------|-------------------|
// | ultraThin   | 0.35  | white 255,255,255 | 28,28,30          |
// | thin        | 0.50  | white             | 28,28,30          |
// | regular     | 0.70  | white             | 28,28,30          |
// | thick       | 0.85  | white             | 28,28,30          |
// | ultraThick  | 0.93  | white             | 28,28,30          |
// | bar         | 0.85  | 249,249,249       | 28,28,30          |
//
// The tints are the scheme's background colours (systemBackground light; secondarySystemBackground /
// systemGray6 dark, the dark grey iOS materials read as); `bar` is the toolbar material, drawn as
// thick with UIKit's bar grey (249). The alphas are our choice, spaced to keep Apple's ordering.

import Graphics

/// A background material (SwiftUI's `Material`), drawn as a tinted translucent fill (no blur; see the
/// table in Material.swift and docs/views.md).
///
/// ```swift
/// Label("Flag", systemImage: "flag.fill").padding().background(.regularMaterial)
/// ```
public struct Material: ShapeStyle, Hashable {
    let alpha: Double
    let lightWhite: Double
    let name: String

    /// A mostly translucent material.
    public static let ultraThin = Material(alpha: 0.35, lightWhite: 255, name: "ultraThin")
    /// A material that's more translucent than opaque.
    public static let thin = Material(alpha: 0.5, lightWhite: 255, name: "thin")
    /// A material that's somewhat translucent.
    public static let regular = Material(alpha: 0.7, lightWhite: 255, name: "regular")
    /// A material that's more opaque than translucent.
    public static let thick = Material(alpha: 0.85, lightWhite: 255, name: "thick")
    /// A mostly opaque material.
    public static let ultraThick = Material(alpha: 0.93, lightWhite: 255, name: "ultraThick")
    /// The material of toolbars and bars.
    public static let bar = Material(alpha: 0.85, lightWhite: 249, name: "bar")

    /// The fill colour of the material in `scheme`.
    public func color(in scheme: ColorScheme) -> RGBAColor {
        switch scheme {
        case .light: RGBAColor(r255: lightWhite, lightWhite, lightWhite, alpha: alpha)
        case .dark: RGBAColor(r255: 28, 28, 30, alpha: alpha)
        }
    }
}

extension Material: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        .solid(color(in: environment.colorScheme).multipliedAlpha(ShapeStyleResolver.opacity(atLevel: level)))
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of toolbars and bars.
    public static var bar: Material { .bar }
}
