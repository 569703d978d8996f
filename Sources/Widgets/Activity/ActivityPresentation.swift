// The presentations of a Live Activity and their sizes per device: the one table of Live Activity geometry.
//
// Each number is marked where it comes from, as docs/widgets.md ("Live Activities") lists them with their sources:
// [D] documented by Apple (HIG "Live Activities", Specifications: the iOS, iPadOS and watchOS dimension tables and
// the Dynamic Island's widths and corner radius; WWDC23 10194 "Design dynamic Live Activities"), [R] measured by
// others (screenshots of shipping devices), [C] our choice.
import Graphics

/// Where and how a Live Activity is shown: the Lock Screen (also the banner of a phone without a Dynamic Island),
/// the Dynamic Island's compact, minimal and expanded presentations, StandBy, and the Apple Watch Smart Stack.
///
/// ```swift
/// let metrics = try ActivityMetrics.metrics(for: DeviceCatalog.defaultPhone)
/// metrics.size(of: .compact)   // 250×36.67
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
    /// The Apple Watch Smart Stack (watchOS 11): the `content` view in `ActivityFamily.small` when the activity
    /// declares `supplementalActivityFamilies([.small])`, else the compact leading and trailing views.
    case smartStack

    /// True for the presentations drawn in the Dynamic Island (black, dark content).
    public var isDynamicIsland: Bool { self == .compact || self == .minimal || self == .expanded }

    /// The modes the presentation is shown in: the Lock Screen in full colour and dimmed on the Always-On display
    /// (`.reducedLuminance`), StandBy in full colour and at night (`.night`, red on black), the island in full
    /// colour, the watch in full colour and wrist down (`.reducedLuminance`, WWDC24 "Bring your Live Activity to
    /// Apple Watch": the Always-On watch dims the activity).
    public var modes: [WidgetMode] {
        switch self {
        case .lockScreen, .smartStack: return [.fullColor, .reducedLuminance]
        case .standBy: return [.fullColor, .night]
        case .compact, .minimal, .expanded: return [.fullColor]
        }
    }

    /// True where light and dark draw different pixels: the Lock Screen only (the island, StandBy and the watch
    /// are dark whatever the scheme).
    public var isSchemeAnAxis: Bool { self == .lockScreen }

    /// The name used in file stems and messages (`lockScreen`).
    public var description: String { rawValue }

    /// How people name it on a contact sheet: `Lock Screen`, `Dynamic Island compact`, `watch Smart Stack`.
    public var title: String {
        switch self {
        case .lockScreen: return "Lock Screen"
        case .compact: return "Dynamic Island compact"
        case .minimal: return "Dynamic Island minimal"
        case .expanded: return "Dynamic Island expanded"
        case .standBy: return "StandBy"
        case .smartStack: return "watch Smart Stack"
        }
    }
}

/// The geometry of every Live Activity presentation on one device, in points.
public struct ActivityMetrics: Hashable, Sendable {
    /// The device's identifier (`iphone-430x932`).
    public var deviceIdentifier: String
    /// The Lock Screen presentation's width: the screen less the notification list's side insets; nil on a watch.
    public var lockScreenWidth: Double?
    /// The Dynamic Island's sizes; nil on a device without one (there the Lock Screen view is also the banner).
    public var island: IslandMetrics?
    /// The screen in landscape, StandBy's canvas; nil where there is no StandBy (iPad, watch).
    public var standBySize: Size?
    /// The Smart Stack's Live Activity size; nil except on a watch.
    public var smartStackSize: Size?

    /// The Dynamic Island's presentations on one device.
    public struct IslandMetrics: Hashable, Sendable {
        /// The compact leading view's area.
        public var compactLeading: Size
        /// The compact trailing view's area.
        public var compactTrailing: Size
        /// The whole island in the compact presentation: leading, the sensor housing and trailing.
        public var compactWidth: Double
        /// The expanded presentation's width (its height follows the content, up to ``ActivityMetrics/heightLimit``).
        public var expandedWidth: Double

        /// The sensor housing between the compact views: what the island's width leaves of it.
        public var housingWidth: Double { compactWidth - compactLeading.width - compactTrailing.width }
    }

    /// [D] The tallest Lock Screen and expanded presentation: taller content is clipped by iOS (HIG:
    /// "the system may truncate a Live Activity that exceeds 160 points"; the Specifications' heights 84–160).
    public static let heightLimit = 160.0
    /// [D] The margin iOS keeps between the Lock Screen container's edge and its content (WWDC23 10194: "14 pt").
    public static let lockScreenMargin = 14.0
    /// [C] The Lock Screen container's corner radius (a notification's rounded rectangle).
    public static let lockScreenCornerRadius = 20.0
    /// [R] The sensor housing's height (the idle island's pill, 37.33 pt, 11 pt below the screen's top edge, measured
    /// by others on the 393 pt iPhone: Suyash Srijan's DynamicIsland package): the space the expanded island keeps
    /// above its center region. Its width is what the compact island leaves (``IslandMetrics/housingWidth``).
    public static let sensorHousingHeight = 37.33
    /// [D] The Dynamic Island's corner radius (HIG Specifications: "a corner radius of 44 points").
    public static let expandedCornerRadius = 44.0
    /// [D] The minimal presentation's width range and height (HIG Specifications: "36.67–45x36.67", both rows): the
    /// minimal view's own width in its margins, within the range.
    public static let minimalWidths = 36.67...45.0
    public static let minimalHeight = 36.67
    /// [D] StandBy shows the Lock Screen view at 200 % (WWDC23 10194: "your layout is upsized 200 %").
    public static let standByScale = 2.0
    /// [C] The side inset of the Lock Screen list on a phone without a row in the table: 11 pt, as the documented rows.
    public static let lockScreenSideInset = 11.0
    /// [C] The Lock Screen width of an iPad the HIG's iPadOS table does not list: 425 pt, every row's but the 12.9"'s.
    public static let padLockScreenWidth = 425.0

    /// The size of a presentation's area (compact: the whole island; minimal: its widest; the Lock Screen and
    /// expanded: the width × the height limit); nil where the device does not show it.
    public func size(of presentation: ActivityPresentation) -> Size? {
        switch presentation {
        case .lockScreen: return lockScreenWidth.map { Size($0, Self.heightLimit) }
        case .standBy: return standBySize
        case .smartStack: return smartStackSize
        case .compact:
            guard let island else { return nil }
            return Size(island.compactWidth, max(island.compactLeading.height, island.compactTrailing.height))
        case .minimal: return island.map { _ in Size(Self.minimalWidths.upperBound, Self.minimalHeight) }
        case .expanded: return island.map { Size($0.expandedWidth, Self.heightLimit) }
        }
    }

    /// The metrics of `device`: its table row; a phone without one a Lock Screen and StandBy only; an iPad its
    /// Lock Screen; a watch its Smart Stack (the device's accessoryRectangular size: HIG watchOS dimensions, the
    /// Smart Stack's one size for widgets and Live Activities). Throws for a Mac.
    public static func metrics(for device: WidgetDevice) throws(ActivityPresentationError) -> ActivityMetrics {
        if let row = table.first(where: { $0.deviceIdentifier == device.identifier }) { return row }
        switch device.idiom {
        case .phone:
            return ActivityMetrics(deviceIdentifier: device.identifier,
                                   lockScreenWidth: device.screenSize.width - 2 * lockScreenSideInset, island: nil,
                                   standBySize: Size(device.screenSize.height, device.screenSize.width))
        case .pad:
            // [D] HIG iPadOS dimensions: 500 pt on the 1024×1366 pt iPad, 425 on 834×1194, 810×1080, 768×1024.
            let longest = max(device.screenSize.width, device.screenSize.height)
            return ActivityMetrics(deviceIdentifier: device.identifier,
                                   lockScreenWidth: longest == 1366 ? 500 : padLockScreenWidth, island: nil)
        case .watch:
            guard let size = device.size(of: .accessoryRectangular) else {
                throw .deviceShowsNoActivities(device: device.identifier)
            }
            return ActivityMetrics(deviceIdentifier: device.identifier, smartStackSize: size)
        case .mac:
            throw .deviceShowsNoActivities(device: device.identifier)
        }
    }

    /// Metrics from their parts.
    public init(deviceIdentifier: String, lockScreenWidth: Double? = nil, island: IslandMetrics? = nil,
                standBySize: Size? = nil, smartStackSize: Size? = nil) {
        self.deviceIdentifier = deviceIdentifier
        self.lockScreenWidth = lockScreenWidth
        self.island = island
        self.standBySize = standBySize
        self.smartStackSize = smartStackSize
    }

    /// The rows: [D] HIG Live Activities, Specifications (iOS dimensions: compact leading and trailing, expanded
    /// and Lock Screen widths; the Dynamic Island's width, compact or minimal: 250 and 230 pt) of the 430×932 and
    /// 393×852 pt iPhones. Every other phone has no Dynamic Island.
    public static let table: [ActivityMetrics] = [
        ActivityMetrics(deviceIdentifier: "iphone-430x932", lockScreenWidth: 408,
                        island: IslandMetrics(compactLeading: Size(62.33, 36.67), compactTrailing: Size(62.33, 36.67),
                                              compactWidth: 250, expandedWidth: 408),
                        standBySize: Size(932, 430)),
        ActivityMetrics(deviceIdentifier: "iphone-393x852", lockScreenWidth: 371,
                        island: IslandMetrics(compactLeading: Size(52.33, 36.67), compactTrailing: Size(52.33, 36.67),
                                              compactWidth: 230, expandedWidth: 371),
                        standBySize: Size(852, 393)),
    ]
}

/// Why a Live Activity presentation cannot be drawn on a device.
public enum ActivityPresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A Mac row: no Live Activity presentation is drawn for it here.
    case deviceShowsNoActivities(device: String)
    /// A Dynamic Island presentation asked of a phone without a Dynamic Island.
    case noDynamicIsland(device: String, presentation: ActivityPresentation)
    /// A presentation the device does not have (StandBy on an iPad, the Lock Screen on a watch, the Smart Stack
    /// on a phone).
    case notShownOn(device: String, presentation: ActivityPresentation, shown: [ActivityPresentation])
    /// A mode the presentation is never shown in (``ActivityPresentation/modes``).
    case modeNotShown(mode: WidgetMode, presentation: ActivityPresentation)

    public var description: String {
        switch self {
        case .deviceShowsNoActivities(let device):
            return "device \(device) shows no Live Activity here (iPhone, iPad and Apple Watch rows only)"
        case .noDynamicIsland(let device, let presentation):
            return "device \(device) has no Dynamic Island, so no \(presentation) presentation (devices with one: "
                + ActivityMetrics.table.map(\.deviceIdentifier).joined(separator: ", ") + ")"
        case .notShownOn(let device, let presentation, let shown):
            return "device \(device) shows no \(presentation) presentation of a Live Activity; it shows "
                + shown.map(\.rawValue).joined(separator: ", ")
        case .modeNotShown(let mode, let presentation):
            return "a Live Activity's \(presentation) presentation is not shown in \(mode.rawValue); its modes are "
                + presentation.modes.map(\.rawValue).joined(separator: ", ")
        }
    }
}

extension ActivityMetrics {
    /// The presentations this device shows, in `allCases` order.
    public var presentations: [ActivityPresentation] {
        ActivityPresentation.allCases.filter { size(of: $0) != nil }
    }

    /// The presentation's area, or why the device does not show it.
    public func require(_ presentation: ActivityPresentation) throws(ActivityPresentationError) -> Size {
        if let size = size(of: presentation) { return size }
        if presentation.isDynamicIsland, lockScreenWidth != nil {
            throw .noDynamicIsland(device: deviceIdentifier, presentation: presentation)
        }
        throw .notShownOn(device: deviceIdentifier, presentation: presentation, shown: presentations)
    }
}
