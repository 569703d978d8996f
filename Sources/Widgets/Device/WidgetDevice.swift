import Graphics

/// A device a widget can be rendered for: its screen, scale factor and the widget sizes it offers.
///
/// Sizes come from the HIG tables (WIDGETKIT.md §2.1, [D]); iPad widgets are laid out at the *canvas*
/// size (what `size(of:)` returns) and shown scaled down to the *device* size (`displaySize(of:)`).
public struct WidgetDevice: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for the command line, e.g. `iphone-430x932`, `ipad-1024x1366`, `watch-45mm`.
    public var identifier: String
    /// A human-readable name, e.g. `iPhone 430×932 pt @3x`.
    public var name: String
    /// Phone, pad or watch.
    public var idiom: DeviceIdiom
    /// Portrait screen size in points (watch: the case size has no portrait screen; its screen in points).
    public var screenSize: Size
    /// Device pixels per point.
    public var scale: Double
    /// Layout sizes per family, in points; absent when the device does not offer the family.
    var familySizes: [FamilySize]
    /// Display sizes per family when they differ from the layout size (iPad canvas vs device), in points.
    var displaySizes: [FamilySize]

    struct FamilySize: Hashable, Sendable {
        var family: WidgetFamily
        var size: Size
    }

    /// The families this device offers, in `WidgetFamily.allCases` order.
    public var families: [WidgetFamily] {
        WidgetFamily.allCases.filter { family in familySizes.contains { $0.family == family } }
    }

    /// True when the device offers `family`.
    public func offers(_ family: WidgetFamily) -> Bool {
        familySizes.contains { $0.family == family }
    }

    /// The size a widget of `family` is laid out at, in points; nil when the device does not offer it.
    public func size(of family: WidgetFamily) -> Size? {
        familySizes.first { $0.family == family }?.size
    }

    /// The size a widget of `family` is shown at, in points (differs from `size(of:)` only on iPad).
    public func displaySize(of family: WidgetFamily) -> Size? {
        displaySizes.first { $0.family == family }?.size ?? size(of: family)
    }

    /// The output size in device pixels for `family`: layout size × scale, rounded to whole pixels.
    public func pixelSize(of family: WidgetFamily, scale overrideScale: Double? = nil) -> (width: Int, height: Int)? {
        guard let size = size(of: family) else { return nil }
        let s = overrideScale ?? scale
        return (Int((size.width * s).rounded()), Int((size.height * s).rounded()))
    }

    public var description: String { name }
}
