// The traits a dynamic UIColor is resolved with. Only the interface style changes a widget's colours
// here (light or dark scheme); the display scale is carried for completeness.
import Foundation
import Views

/// The interface style of a trait collection (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style given; resolves as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The environment a dynamic colour is resolved in (UIKit's `UITraitCollection`, the parts widgets read).
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)
/// ```
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point (3 unless given).
    public let displayScale: CGFloat

    /// A collection with only the interface style set.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = 3
    }

    /// A collection with only the display scale set.
    public init(displayScale: CGFloat) {
        self.userInterfaceStyle = .unspecified
        self.displayScale = displayScale
    }

    /// The traits of code that runs outside a render: unspecified style (light). A widget's view body is
    /// resolved per colour scheme instead: a dynamic colour keeps both values until then.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .unspecified) }

    /// The SwiftUI colour scheme these traits mean.
    var colorScheme: ColorScheme { userInterfaceStyle == .dark ? .dark : .light }
}
