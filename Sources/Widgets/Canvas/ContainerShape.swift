import Graphics
import Views

/// The outline of a widget's container: pixels outside it are transparent (WIDGETKIT.md §2.4).
///
/// ```swift
/// let shape = ContainerShape.shape(for: .systemSmall, on: DeviceCatalog.defaultPhone)
/// // .roundedRectangle(cornerRadius: 23.29)
/// let mask = shape.path(in: Rect(x: 0, y: 0, width: 510, height: 510), scale: 3)
/// ```
public enum ContainerShape: Hashable, Sendable, CustomStringConvertible {
    /// A continuous-corner ("squircle") rounded rectangle: the system families and accessoryRectangular.
    case roundedRectangle(cornerRadius: Double)
    /// A circle: accessoryCircular, and accessoryCorner's circular mask.
    case circle
    /// No shape: accessoryInline is drawn straight onto the wallpaper.
    case none

    /// [C] The widget corner radius as a fraction of the systemSmall side (21.67 pt at 158 pt, 23.3 at 170).
    /// Apple publishes no radius (§2.4); this is our choice, matching the 21.67 pt value widely
    /// hard-coded for iPhones.
    public static let cornerRadiusRatio: Double = 0.137

    /// [C] The corner radius of an accessoryRectangular container (and its `AccessoryWidgetBackground`),
    /// as a fraction of its height: our choice, Apple publishes none (§2.4, §3).
    public static let accessoryRectangularRadiusRatio: Double = 0.22

    /// The container shape of `family` on `device`, in the layout coordinate space (points).
    ///
    /// System families: `cornerRadiusRatio` × the systemSmall side. On iPad the ratio applies to the
    /// *device* (display) size and is scaled by canvas/device for the canvas the widget is laid out
    /// on (§2.4), which comes to the same ratio of the canvas small side. A device without
    /// systemSmall (the watch) uses the family's own shorter side.
    public static func shape(for family: WidgetFamily, on device: WidgetDevice) -> ContainerShape {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            guard let canvasSmall = device.size(of: .systemSmall) ?? device.size(of: family) else {
                return .roundedRectangle(cornerRadius: 0)
            }
            let shownSmall = device.displaySize(of: .systemSmall) ?? canvasSmall
            let canvasPerDevice = shownSmall.width > 0 ? canvasSmall.width / shownSmall.width : 1
            return .roundedRectangle(cornerRadius: cornerRadiusRatio * shownSmall.width * canvasPerDevice)
        case .accessoryCircular, .accessoryCorner:
            return .circle
        case .accessoryRectangular:
            let height = device.size(of: .accessoryRectangular)?.height ?? 0
            return .roundedRectangle(cornerRadius: accessoryRectangularRadiusRatio * height)
        case .accessoryInline:
            return .none
        }
    }

    /// The shape's path in a rectangle (points or pixels, whichever `rect` is in; `scale` scales the
    /// radius); nil for `.none`.
    public func path(in rect: Rect, scale: Double = 1) -> Path? {
        switch self {
        case .roundedRectangle(let radius):
            return Path(roundedRect: rect, cornerRadius: radius * scale, style: .continuous)
        case .circle:
            return Path(ellipseIn: rect)
        case .none:
            return nil
        }
    }

    /// The container `ContainerRelativeShape` is concentric with when the widget fills `frame`
    /// (the value of `EnvironmentValues.containerShape`); nil for `.none`.
    public func geometry(in frame: Rect) -> ContainerShapeGeometry? {
        switch self {
        case .roundedRectangle(let radius):
            return ContainerShapeGeometry(frame: frame, cornerRadius: radius, style: .continuous)
        case .circle:
            return ContainerShapeGeometry(frame: frame, cornerRadius: .infinity, style: .circular)
        case .none:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .roundedRectangle(let radius): "roundedRectangle(\(formatNumber(radius)))"
        case .circle: "circle"
        case .none: "none"
        }
    }
}
