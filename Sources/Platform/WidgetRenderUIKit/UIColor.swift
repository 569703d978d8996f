// UIKit's colour as widget code uses it: components, initialisers, dynamic (per-appearance) colours and
// component reads. A UIColor holds one sRGB value per interface style; `init(dynamicProvider:)` calls
// its closure once for each style when it is made (the only traits that change a widget's colours here),
// so the bridge to SwiftUI (`Color(uiColor:)`) resolves per colour scheme at render time.
import Foundation
import Graphics
import Views

/// A colour (UIKit's `UIColor`, Linux shim): sRGB components, light and dark values.
///
/// ```swift
/// let accent = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
/// let background = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
/// Color(uiColor: background)
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    /// The value in the light (and unspecified) appearance.
    let light: RGBAColor
    /// The value in the dark appearance.
    let dark: RGBAColor
    /// An asset catalog colour's name (`UIColor(named:)`): its value is looked up when it is drawn, so
    /// `light`/`dark` are unknown (clear) and the component getters answer false.
    let catalogName: String?

    /// A colour with a value per appearance.
    init(light: RGBAColor, dark: RGBAColor) {
        self.light = light.clampedComponents
        self.dark = dark.clampedComponents
        self.catalogName = nil
    }

    /// The asset catalog's colour `name`, shown as `Color(name)` is (looked up in the render's catalog, in
    /// its colour scheme; a missing name is drawn clear and reported by the render). Nil only for an empty
    /// name: whether the catalog has the name is known when the colour is drawn, not when it is made.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.light = .clear
        self.dark = .clear
        self.catalogName = name
    }

    /// An sRGB colour; components outside 0…1 are clamped (UIKit keeps extended-range values, which a PNG
    /// cannot show).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let color = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        self.init(light: color, dark: color)
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                          opacity: Double(alpha)).resolve(in: EnvironmentValues())
        self.init(light: color, dark: color)
    }

    /// A Display P3 colour, converted to sRGB (as `Color(.displayP3, …)` does; out-of-gamut values clamp).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
            .resolve(in: EnvironmentValues())
        self.init(light: color, dark: color)
    }

    /// A colour that depends on the traits it is shown with: `provider` is called for the light and the
    /// dark appearance when the colour is made.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).light
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).dark
        self.init(light: light, dark: dark)
    }

    /// The colour's value for `traitCollection`, as a colour that no longer changes.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if catalogName != nil { return self }
        let value = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: value, dark: value)
    }

    /// The colour with its alpha replaced by `alpha` (in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if catalogName != nil { return self }
        return UIColor(light: light.withAlpha(Double(alpha)), dark: dark.withAlpha(Double(alpha)))
    }

    /// The sRGB components of the light appearance (UIKit reads `UITraitCollection.current`, which is light
    /// outside a render); false, with the arguments unchanged, for a catalog colour. UIKit's parameters are optional pointers; these are `inout`, so the
    /// usual call `color.getRed(&r, green: &g, blue: &b, alpha: &a)` compiles unchanged.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        guard catalogName == nil else { return false }
        red = CGFloat(light.red); green = CGFloat(light.green); blue = CGFloat(light.blue); alpha = CGFloat(light.alpha)
        return true
    }

    /// The white level (mean of the components, UIKit's conversion for RGB colours) and alpha; false for a
    /// catalog colour.
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        guard catalogName == nil else { return false }
        white = CGFloat((light.red + light.green + light.blue) / 3)
        alpha = CGFloat(light.alpha)
        return true
    }

    /// Equal when both appearances have the same components (catalog colours: the same name).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return light == other.light && dark == other.dark && catalogName == other.catalogName
    }

    /// Hashes both appearances.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(catalogName)
        return hasher.finalize()
    }

    /// `UIColor(light: …, dark: …)` or the one value.
    open override var description: String {
        if let catalogName { return "UIColor(named: \"\(catalogName)\")" }
        return light == dark ? "UIColor(\(light))" : "UIColor(light: \(light), dark: \(dark))"
    }
}

extension RGBAColor {
    /// Each component clamped to 0…1 (NaN → 0).
    var clampedComponents: RGBAColor {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}
