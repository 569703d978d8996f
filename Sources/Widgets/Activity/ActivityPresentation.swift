// The presentations of a Live Activity and their sizes per device: the one table of Live Activity geometry.
//
// Each number is marked where it comes from, as docs/widgets.md ("Live Activities") lists them:
// [D] documented by Apple (HIG "Live Activities", Specifications; WWDC23 "Design dynamic Live Activities"),
// [R] measured by others (screenshots of shipping devices), [C] our choice.
import Graphics

/// Where and how iOS shows a Live Activity: the Lock Screen (also the banner of a phone without a
/// Dynamic Island), the Dynamic Island's compact, minimal and expanded presentations, and StandBy.
///
/// ```swift
/// let metrics = try ActivityMetrics.metrics(for: DeviceCatalog.defaultPhone)
/// metrics.size(of: .minimal)   // 45.33×36.67
/// ```
public enum ActivityPresentation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The Lock Screen view (`ActivityConfiguration`'s `content`), in the system's rounded container.
    case lockScreen
    /// The Dynamic Island's compact presentation: `compactLeading` and `compactTrailing` around the sensors.
    case compact
    /// The Dynamic Island's minimal presentation (one of two activities at once).
    case minimal
    /// The Dynamic Island's expanded presentation: its four regions.
    case expanded
    /// StandBy's full-screen presentation: the Lock Screen view scaled up, its background filling the screen.
    case standBy

    /// True for the presentations drawn in the Dynamic Island (black, dark content).
    public var isDynamicIsland: Bool { self == .compact || self == .minimal || self == .expanded }

    /// The modes iOS shows the presentation in: the Lock Screen in full colour and dimmed on the Always-On display
    /// (`.reducedLuminance`), StandBy in full colour and at night (`.night`, red on black), the island in full colour.
    public var modes: [WidgetMode] {
        switch self {
        case .lockScreen: return [.fullColor, .reducedLuminance]
        case .standBy: return [.fullColor, .night]
        case .compact, .minimal, .expanded: return [.fullColor]
        }
    }

    /// The name used in file stems and messages (`lockScreen`).
    public var description: String { rawValue }
}

/// The geometry of every Live Activity presentation on one device, in points.
public struct ActivityMetrics: Hashable, Sendable {
    /// The device's identifier (`iphone-430x932`).
    public var deviceIdentifier: String
    /// The Lock Screen presentation's width: the screen less the notification list's side insets.
    public var lockScreenWidth: Double
    /// The Dynamic Island's sizes; nil on a device without one (there the Lock Screen view is also the banner).
    public var island: IslandMetrics?
    /// The screen in landscape, StandBy's canvas.
    public var standBySize: Size

    /// The Dynamic Island's presentations on one device.
    public struct IslandMetrics: Hashable, Sendable {
        /// The compact leading view's area.
        public var compactLeading: Size
        /// The compact trailing view's area.
        public var compactTrailing: Size
        /// The minimal presentation's area.
        public var minimal: Size
        /// The expanded presentation's width (its height follows the content, up to ``ActivityMetrics/heightLimit``).
        public var expandedWidth: Double
    }

    /// [D] The tallest Lock Screen and expanded presentation: taller content is clipped by iOS (HIG:
    /// "the system may truncate a Live Activity that exceeds 160 points").
    public static let heightLimit = 160.0
    /// [D] The margin iOS keeps between the Lock Screen container's edge and its content (WWDC23 10194: "14 pt").
    public static let lockScreenMargin = 14.0
    /// [C] The Lock Screen container's corner radius (a notification's rounded rectangle).
    public static let lockScreenCornerRadius = 20.0
    /// [R] The sensor housing (the idle island's pill) between the compact views: 126 × 37.33 pt, 11 pt below the
    /// screen's top edge (measured by others on the 393 pt iPhone: Suyash Srijan's DynamicIsland package). Between the
    /// compact views it takes its width; the compact presentation's height is the table's.
    public static let sensorHousing = Size(126, 37.33)
    /// [R] The expanded island's corner radius: 42 pt (measured by others: anaclumos/dynamic-island's size presets).
    public static let expandedCornerRadius = 42.0
    /// [D] StandBy shows the Lock Screen view at 200 % (WWDC23 10194: "your layout is upsized 200 %").
    public static let standByScale = 2.0
    /// [C] The side inset of the Lock Screen list on a phone without a row in the table: 11 pt, as the documented rows.
    public static let lockScreenSideInset = 11.0

    /// The size of a Dynamic Island presentation's whole island (compact: leading + housing + trailing), or the
    /// Lock Screen width × the height limit; nil for the island on a device without one.
    public func size(of presentation: ActivityPresentation) -> Size? {
        switch presentation {
        case .lockScreen: return Size(lockScreenWidth, Self.heightLimit)
        case .standBy: return standBySize
        case .compact:
            guard let island else { return nil }
            return Size(island.compactLeading.width + Self.sensorHousing.width + island.compactTrailing.width,
                        max(island.compactLeading.height, island.compactTrailing.height))
        case .minimal: return island?.minimal
        case .expanded: return island.map { Size($0.expandedWidth, Self.heightLimit) }
        }
    }

    /// The metrics of `device`: its table row, or for a phone without one a Lock Screen presentation only.
    /// Throws for a device that shows no Live Activities here (iPad, watch).
    public static func metrics(for device: WidgetDevice) throws(ActivityPresentationError) -> ActivityMetrics {
        if let row = table.first(where: { $0.deviceIdentifier == device.identifier }) { return row }
        guard device.idiom == .phone else { throw .deviceShowsNoActivities(device: device.identifier) }
        return ActivityMetrics(deviceIdentifier: device.identifier,
                               lockScreenWidth: device.screenSize.width - 2 * lockScreenSideInset, island: nil,
                               standBySize: Size(device.screenSize.height, device.screenSize.width))
    }

    /// The rows: [D] HIG Live Activities, Specifications (Dynamic Island and Lock Screen sizes of the
    /// 430×932 and 393×852 pt iPhones). Every other phone has no Dynamic Island.
    public static let table: [ActivityMetrics] = [
        ActivityMetrics(deviceIdentifier: "iphone-430x932", lockScreenWidth: 408,
                        island: IslandMetrics(compactLeading: Size(62.33, 36.67), compactTrailing: Size(62.33, 36.67),
                                              minimal: Size(45.33, 36.67), expandedWidth: 408),
                        standBySize: Size(932, 430)),
        ActivityMetrics(deviceIdentifier: "iphone-393x852", lockScreenWidth: 371,
                        island: IslandMetrics(compactLeading: Size(52.33, 36.67), compactTrailing: Size(52.33, 36.67),
                                              minimal: Size(36.67, 36.67), expandedWidth: 371),
                        standBySize: Size(852, 393)),
    ]
}

/// Why a Live Activity presentation cannot be drawn on a device.
public enum ActivityPresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// iPad and Apple Watch rows: no Live Activity presentation is drawn for them here.
    case deviceShowsNoActivities(device: String)
    /// A Dynamic Island presentation asked of a phone without a Dynamic Island.
    case noDynamicIsland(device: String, presentation: ActivityPresentation)
    /// A mode the presentation is never shown in (``ActivityPresentation/modes``).
    case modeNotShown(mode: WidgetMode, presentation: ActivityPresentation)

    public var description: String {
        switch self {
        case .deviceShowsNoActivities(let device):
            return "device \(device) shows no Live Activity here (iPhone rows only: "
                + ActivityMetrics.table.map(\.deviceIdentifier).joined(separator: ", ") + " have a Dynamic Island)"
        case .noDynamicIsland(let device, let presentation):
            return "device \(device) has no Dynamic Island, so no \(presentation) presentation (devices with one: "
                + ActivityMetrics.table.map(\.deviceIdentifier).joined(separator: ", ") + ")"
        case .modeNotShown(let mode, let presentation):
            return "a Live Activity's \(presentation) presentation is not shown in \(mode.rawValue); its modes are "
                + presentation.modes.map(\.rawValue).joined(separator: ", ")
        }
    }
}
