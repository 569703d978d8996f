import Graphics

/// The outline of a widget's container: pixels outside it are transparent (WIDGETKIT.md §2.4).
public enum ContainerShape: Hashable, Sendable {
    /// A continuous-corner ("squircle") rounded rectangle: the system families.
    case roundedRectangle(cornerRadius: Double)
    /// A circle: accessoryCircular, and accessoryCorner's circular mask.
    case circle
    /// No shape: accessoryInline is drawn straight onto the wallpaper.
    case none

    /// [C] The widget corner radius as a fraction of the systemSmall side (21.67 pt at 158 pt, 23.3 at 170).
    /// Apple publishes no radius; this matches the 21.67 pt value widely hard-coded for iPhones.
    public static let cornerRadiusRatio: Double = 0.137

    /// [C] The corner radius of an accessoryRectangular background, as a fraction of its height.
    public static let accessoryRectangularRadiusRatio: Double = 0.22

    /// The container shape of `family` on `device`, in the layout coordinate space (points).
    ///
    /// iPad: the ratio applies to the *device* size and is scaled by canvas/device for the canvas the
    /// widget is laid out on (§2.4).
    public static func shape(for family: WidgetFamily, on device: WidgetDevice) -> ContainerShape {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            guard let small = device.size(of: .systemSmall) else { return .roundedRectangle(cornerRadius: 0) }
            let shownSmall = device.displaySize(of: .systemSmall) ?? small
            let radius = cornerRadiusRatio * shownSmall.width * (small.width / max(shownSmall.width, 1))
            return .roundedRectangle(cornerRadius: radius)
        case .accessoryCircular, .accessoryCorner:
            return .circle
        case .accessoryRectangular:
            let height = device.size(of: .accessoryRectangular)?.height ?? 0
            return .roundedRectangle(cornerRadius: accessoryRectangularRadiusRatio * height)
        case .accessoryInline:
            return .none
        }
    }

    /// The shape's path in a rectangle (points or pixels, whichever `rect` is in; `scale` scales the radius).
    public func path(in rect: Rect, scale: Double = 1) -> Path? {
        switch self {
        case .roundedRectangle(let radius):
            var path = Path()
            path.addRoundedRect(in: rect, cornerSize: Size(radius * scale, radius * scale), style: .continuous)
            return path
        case .circle:
            var path = Path()
            path.addEllipse(in: rect)
            return path
        case .none:
            return nil
        }
    }
}
