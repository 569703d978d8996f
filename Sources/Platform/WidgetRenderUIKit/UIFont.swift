// UIKit's font as widget code uses it: the text styles (`preferredFont(forTextStyle:)`), system fonts of
// a size and weight, named fonts, and `Font(uiFont)` (SwiftUI's `Font(_: CTFont)`, which a UIFont is on
// iOS). A UIFont here is a description — the text style or size, weight and name — resolved by the
// renderer's bundled fonts when the text is drawn, like any SwiftUI `Font`.
import Foundation
import Graphics

/// A font description (UIKit's `UIFont`, Linux shim).
///
/// ```swift
/// let headline = UIFont.preferredFont(forTextStyle: .headline)
/// Text("Today").font(Font(headline))
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`), with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's identifier, e.g. `UICTFontTextStyleHeadline`.
        public let rawValue: String
        /// A style from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The text styles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The text styles.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The text styles.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The text styles.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The text styles.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The text styles.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The text styles.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The text styles.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The text styles.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The text styles.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The text styles.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name (an unknown identifier reads as body).
        var swiftUIStyle: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return styles[self] ?? .body
        }
    }

    /// A font weight (UIKit's `UIFont.Weight`), with UIKit's raw values (−0.8 ultraLight … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's value.
        public let rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The weights.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The weights.
        public static let thin = Weight(rawValue: -0.6)
        /// The weights.
        public static let light = Weight(rawValue: -0.4)
        /// The weights.
        public static let regular = Weight(rawValue: 0)
        /// The weights.
        public static let medium = Weight(rawValue: 0.23)
        /// The weights.
        public static let semibold = Weight(rawValue: 0.3)
        /// The weights.
        public static let bold = Weight(rawValue: 0.4)
        /// The weights.
        public static let heavy = Weight(rawValue: 0.56)
        /// The weights.
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this value.
        var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// The name UIKit gives its system fonts.
    static let systemFontName = ".AppleSystemUIFont"

    /// The SwiftUI font this describes.
    let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The family or face name given (`.AppleSystemUIFont` for system fonts, as UIKit names them).
    public let fontName: String

    init(font: Font, pointSize: CGFloat, fontName: String) {
        self.font = font
        self.pointSize = pointSize
        self.fontName = fontName
    }

    /// The font of a Dynamic Type text style at the default (Large) size.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let swiftUI = style.swiftUIStyle
        return UIFont(font: .system(swiftUI), pointSize: CGFloat(swiftUI.pointSize), fontName: systemFontName)
    }

    /// The system font of `fontSize` points and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: weight.swiftUIWeight), pointSize: fontSize,
               fontName: systemFontName)
    }

    /// The bold system font of `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font of `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: Double(fontSize)).italic(), pointSize: fontSize, fontName: systemFontName)
    }

    /// The monospaced-digit system font of `fontSize` points and `weight`.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let base = systemFont(ofSize: fontSize, weight: weight)
        return UIFont(font: base.font.monospacedDigit(), pointSize: fontSize, fontName: base.fontName)
    }

    /// A named font of `size` points (resolved by the renderer's bundled fonts, `Font.custom`'s rules). UIKit
    /// answers nil for a font that is not installed; here every name is accepted, since which fonts exist is
    /// the renderer's to decide.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
        self.init(font: .custom(fontName, size: Double(fontSize)), pointSize: fontSize, fontName: fontName)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let resized: Font
        if fontName == UIFont.systemFontName {
            resized = .system(size: Double(fontSize), weight: font.resolvedWeight)
        } else {
            resized = .custom(fontName, size: Double(fontSize))
        }
        return UIFont(font: resized, pointSize: fontSize, fontName: fontName)
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font (SwiftUI's `Font(_: CTFont)`, which a UIFont is on iOS).
    ///
    /// ```swift
    /// Text("12°").font(Font(UIFont.systemFont(ofSize: 40, weight: .thin)))
    /// ```
    public init(_ font: UIFont) { self = font.font }
}
