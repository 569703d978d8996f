import Graphics
import Views

/// The numbers of the iOS 26 clear and tinted Home Screen glass (``GlassPass``) and of the Liquid Glass API
/// drawn inside widgets. Apple documents the look (WIDGETKIT.md §1.3, S6: content tinted white, the background
/// replaced by "a themed glass or tinted-colour effect") but publishes none of these values: every one is
/// **our choice [C]**, tuned by eye against Apple's published screenshots, kept here in one named constant each
/// (docs/widgets.md "Glass").
public enum GlassChoices {
    /// [C] The blur of the wallpaper seen through the glass: σ = 10 pt (× the render's scale in pixels).
    public static let backdropBlurPoints: Double = 10

    /// [C] Clear glass, light scheme: no dimming, white frost at 0.10.
    public static let clearLight = (dim: 0.0, frost: 0.10)
    /// [C] Clear glass, dark scheme: black at 0.30 over the backdrop, white frost at 0.04.
    public static let clearDark = (dim: 0.30, frost: 0.04)

    /// [C] Tinted glass: the person's tint at 0.35 over the blurred, darkened wallpaper (WIDGETKIT.md §1.3's
    /// "tint colour at ~0.35 alpha over a blurred, darkened wallpaper stand-in").
    public static let tintAlpha: Double = 0.35
    /// [C] Tinted glass darkening of the wallpaper: black at 0.15 (light scheme), 0.45 (dark scheme).
    public static let tintedDim = (light: 0.15, dark: 0.45)

    /// [C] The rim highlight: 1 pt wide, white at 0.50 at the top fading to 0.20 at the bottom.
    public static let rim = (widthPoints: 1.0, top: 0.50, bottom: 0.20)

    /// The glass colour and the darkening for a presentation: clear (`tint` nil) or tinted in `tint`.
    public static func layers(tint: RGBAColor?, scheme: ColorScheme) -> (dim: Double, color: RGBAColor) {
        guard let tint else {
            let clear = scheme == .dark ? clearDark : clearLight
            return (clear.dim, RGBAColor.white.withAlpha(clear.frost))
        }
        return (scheme == .dark ? tintedDim.dark : tintedDim.light, tint.withAlpha(tintAlpha))
    }
}
