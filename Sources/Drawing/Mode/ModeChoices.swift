import Graphics

/// The values of the rendering-mode post-passes that Apple does not publish: every one is **our choice [C]**
/// (WIDGETKIT.md §1, §8), kept here so each lives in exactly one named constant.
public enum ModeChoices {
    /// [C] The backdrop a vibrant widget is previewed over when the caller gives none: the dark neutral
    /// #2C2C2E standing in for a blurred Lock Screen wallpaper (§1.5).
    public static let vibrantBackdrop = RGBAColor(r255: 0x2C, 0x2C, 0x2E)

    /// [C] The strength of the "material" darkening under dark or opaque vibrant pixels:
    /// `shade = black × a·(1−Y)·0.25` (§1.5).
    public static let vibrantShadeStrength: Double = 0.25

    /// [C] The Lock Screen tint for vibrant when the caller gives none: white (§1.5).
    public static let vibrantTint = RGBAColor.white

    /// [C] StandBy night red, `sRGB(1.0, 0.16, 0.12)`, drawn over black with no shade (§1.6).
    public static let nightTint = RGBAColor(red: 1.0, green: 0.16, blue: 0.12)

    /// [C] The backdrop of StandBy night: black.
    public static let nightBackdrop = RGBAColor.black

    /// [C] Always-On dimming: the final RGB is multiplied by 0.5 (§1.7).
    public static let reducedLuminanceFactor: Double = 0.5

    /// [C] The iOS 18 tinted Home Screen: the default group is `mix(T, white, 0.6)` (§1.3).
    public static let accentedDefaultWhiteMix: Double = 0.6

    /// [C] The person's tint when the caller gives none: iOS system blue (0, 122, 255).
    public static let accentedDefaultTint = RGBAColor(r255: 0, 122, 255)

    /// [C] The tinted background that replaces the container background in accented mode (§3 "replaced by a
    /// tinted background"): the tint darkened to 20 %, `mix(T, black, 0.8)`, opaque — the dark tinted glass
    /// iOS 18 shows behind tinted widgets.
    public static let accentedBackgroundDarkening: Double = 0.8

    /// The default-group colour for a tint (§1.3).
    public static func accentedDefaultColor(tint: RGBAColor) -> RGBAColor {
        tint.withAlpha(1).mix(with: .white, accentedDefaultWhiteMix)
    }

    /// The background colour for a tint (§3).
    public static func accentedBackground(tint: RGBAColor) -> RGBAColor {
        tint.withAlpha(1).mix(with: .black, accentedBackgroundDarkening)
    }
}
