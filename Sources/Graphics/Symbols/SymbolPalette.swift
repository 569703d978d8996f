/// The fixed colours `.multicolor` symbol rendering uses: iOS's light-mode system colours (UIKit
/// `systemYellow` …, Apple HIG "Color", "Specifications").
///
/// SF Symbols' multicolor layers use these system colours; we use the light-mode values in both colour
/// schemes ([C]: iOS brightens them slightly in dark mode).
public enum SymbolPalette {
    /// systemYellow, #FFCC00: suns, bolts, stars.
    public static let yellow = RGBAColor(r255: 255, 204, 0)
    /// systemOrange, #FF9500: flames.
    public static let orange = RGBAColor(r255: 255, 149, 0)
    /// systemRed, #FF3B30: hearts, alerts, alarms.
    public static let red = RGBAColor(r255: 255, 59, 48)
    /// systemPink, #FF2D55.
    public static let pink = RGBAColor(r255: 255, 45, 85)
    /// systemGreen, #34C759: leaves, full batteries, checkmarks.
    public static let green = RGBAColor(r255: 52, 199, 89)
    /// systemBlue, #007AFF: drops, rain, snow, links.
    public static let blue = RGBAColor(r255: 0, 122, 255)
    /// systemCyan, #32ADE6: water and humidity.
    public static let cyan = RGBAColor(r255: 50, 173, 230)
    /// systemTeal, #30B0C7.
    public static let teal = RGBAColor(r255: 48, 176, 199)
    /// systemIndigo, #5856D6: night.
    public static let indigo = RGBAColor(r255: 88, 86, 214)
    /// systemPurple, #AF52DE.
    public static let purple = RGBAColor(r255: 175, 82, 222)
    /// systemBrown, #A2845E: paws, coffee.
    public static let brown = RGBAColor(r255: 162, 132, 94)
    /// systemGray, #8E8E93.
    public static let gray = RGBAColor(r255: 142, 142, 147)
    /// White: snow.
    public static let white = RGBAColor.white
}
