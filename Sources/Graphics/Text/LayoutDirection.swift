/// The direction of horizontal layout and of text: SwiftUI's `LayoutDirection`.
///
/// In `.rightToLeft` the layout engine mirrors where children go — stacks run from the right, `leading`
/// means the right edge, `.padding(.leading, 8)` pads the right — while what each view draws (text
/// glyphs, images, shapes) is not mirrored, as in SwiftUI.
///
/// ```swift
/// WeatherView().environment(\.layoutDirection, .rightToLeft)
/// ```
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right: English, Japanese, …
    case leftToRight
    /// Right to left: Arabic, Hebrew, …
    case rightToLeft

    /// Parses `leftToRight`/`rightToLeft`, `ltr`/`rtl` and the kebab-case spellings, any letter case.
    ///
    /// ```swift
    /// LayoutDirection(name: "rtl")  // .rightToLeft
    /// ```
    public init?(name: String) {
        switch String(name.lowercased().filter { $0 != "-" }) {
        case "lefttoright", "ltr": self = .leftToRight
        case "righttoleft", "rtl": self = .rightToLeft
        default: return nil
        }
    }
}
