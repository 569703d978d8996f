// The screen widget code asks about (`UIScreen.main.bounds`, `.scale`) [doc A-UIScreen: `class var main:
// UIScreen` (deprecated in iOS 16, still compiled), `var bounds: CGRect`, `var scale: CGFloat`, `var
// nativeBounds: CGRect`, `var nativeScale: CGFloat`]: read while a view's body runs, it answers the device the
// render stands for (the canvas's device screen and display scale, `EnvironmentValues.deviceScreenSize` and
// `.displayScale`); outside a render, the default iPhone's (430×932 pt at @3x).
import Foundation
import Views

/// The device's screen (UIKit's `UIScreen`, Linux shim): the render's device.
///
/// ```swift
/// let width = UIScreen.main.bounds.width
/// ```
open class UIScreen: NSObject, @unchecked Sendable {
    /// The default iPhone's screen in points, used outside a widget render.
    static let defaultSize = CGSize(width: 430, height: 932)

    /// The screen of the device the render stands for.
    open class var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points, portrait, at the origin.
    open var bounds: CGRect {
        let size = EnvironmentValues.current.deviceScreenSize
        return CGRect(origin: .zero, size: size.map { CGSize(width: $0.width, height: $0.height) } ?? Self.defaultSize)
    }

    /// Pixels per point of the render (2 or 3 on iPhones).
    open var scale: CGFloat { CGFloat(EnvironmentValues.current.displayScale) }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the panel: the render's scale.
    open var nativeScale: CGFloat { scale }

    /// The traits of the screen: the render's display scale.
    open var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: scale)
    }
}
