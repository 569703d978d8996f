// UIKit's Dynamic Type scaling of custom fonts and values, as widget code calls it. A widget's text is drawn
// once per render at the render's Dynamic Type size, after this code has run: a scaled custom font becomes
// SwiftUI's `Font.custom(_:size:relativeTo:)`, which the renderer sizes for the render's Dynamic Type size
// (the growth of the metrics' text style from Large); values and system fonts are returned at the default
// (Large) size, where UIKit's scaling is the identity.
import Foundation
import Graphics

/// Scales fonts and values for Dynamic Type (UIKit's `UIFontMetrics`, Linux shim).
///
/// ```swift
/// let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Avenir", size: 17) ?? .systemFont(ofSize: 17))
/// ```
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose growth this scales by.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that scale as the body style does.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled with this text style: a named font grows with the render's Dynamic Type size; a system
    /// font is returned as it is (its size at the default Large size).
    open func scaledFont(for font: UIFont) -> UIFont {
        guard font.fontName != UIFont.systemFontName else { return font }
        return UIFont(font: .custom(font.fontName, size: Double(font.pointSize), relativeTo: textStyle.swiftUIStyle),
                      pointSize: font.pointSize, fontName: font.fontName)
    }

    /// `font` scaled with this text style; the maximum is accepted (its limit is the renderer's to apply).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { scaledFont(for: font) }

    /// `font` scaled with this text style; the traits are accepted (the render's size applies).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font)
    }

    /// `value` at the default (Large) Dynamic Type size, where UIKit's scaling leaves it unchanged.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `value` at the default (Large) Dynamic Type size; the traits are accepted.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
