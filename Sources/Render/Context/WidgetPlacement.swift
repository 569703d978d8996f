import Widgets

/// Where a widget is seen, for renders that show it in place (`widgetrender --context`): the Home Screen
/// (the widget alone, today's output), the iPhone Lock Screen and the iPad Lock Screen (over a wallpaper,
/// vibrant), StandBy (two small widgets scaled up side by side on black), the watch Smart Stack (on the
/// watch's black screen), the Mac desktop (over a wallpaper, full colour or vibrant) and the Mac's Notification
/// Center (over its panel). docs/contexts.md gives the numbers and which are documented, measured by others or
/// our choice.
///
/// ```swift
/// let placement = WidgetPlacement(parsing: "stand-by")   // .standBy
/// let png = try WidgetPlacementRenderer().render(HabitWidget(), options: .init(family: .systemSmall),
///                                                placement: placement, resources: resources)
/// ```
public enum WidgetPlacement: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The widget alone, as `render` draws it.
    case homeScreen
    /// An accessory widget on the iPhone Lock Screen, vibrant over the wallpaper.
    case lockScreen
    /// Two systemSmall widgets side by side, scaled up, on black; night mode turns them red.
    case standBy
    /// A systemSmall widget on the iPad Lock Screen, vibrant (monochrome, untinted) over the wallpaper.
    case iPadLockScreen
    /// An accessoryRectangular widget in the Apple Watch Smart Stack, full colour on the watch's black screen.
    case smartStack
    /// A system widget on the Mac desktop over the wallpaper: full colour with the desktop in front, vibrant
    /// (monochrome, background removed) with an app window active.
    case macDesktop
    /// A system widget in the Mac's Notification Center, full colour, over the panel's material.
    case notificationCenter

    public var description: String { rawValue }

    /// Parses a placement in camelCase, kebab-case or any letter case (`lock-screen`, `STANDBY`).
    public init?(parsing text: String) {
        func normalized(_ text: String) -> String { text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " } }
        let key = normalized(text)
        guard let match = Self.allCases.first(where: { normalized($0.rawValue) == key }) else { return nil }
        self = match
    }

    /// The families this placement shows.
    public var families: [WidgetFamily] {
        switch self {
        case .homeScreen: WidgetFamily.allCases
        case .lockScreen: WidgetFamily.allCases.filter { $0.isAccessory && $0 != .accessoryCorner }
        case .standBy: [.systemSmall]
        // iPadOS 17 shows accessory widgets there too, but our iPad device rows offer the system families
        // only, so an accessory widget is drawn on the iPhone's (`lockScreen`).
        case .iPadLockScreen: [.systemSmall]
        case .smartStack: [.accessoryRectangular]
        case .macDesktop, .notificationCenter: WidgetFamily.allCases.filter(\.isSystem)
        }
    }

    /// The modes this placement shows: the Home Screen any; the iPhone Lock Screen vibrant and reduced
    /// luminance (Always-On); the iPad Lock Screen vibrant only (no iPad has an Always-On display); StandBy
    /// full colour (day) and night; the Smart Stack full colour; the Mac desktop full colour (in front) and vibrant
    /// (an app window active); Notification Center full colour (WIDGETKIT.md §1.1).
    public var modes: [WidgetMode] {
        switch self {
        case .homeScreen: WidgetMode.allCases
        case .lockScreen: [.vibrant, .reducedLuminance]
        case .iPadLockScreen: [.vibrant]
        case .standBy: [.fullColor, .night]
        case .smartStack, .notificationCenter: [.fullColor]
        case .macDesktop: [.fullColor, .vibrant]
        }
    }

    /// The device kinds whose widgets this place draws; nil: any. The Mac desktop shows an iPhone's or iPad's
    /// widget too, at that device's size (WIDGETKIT.md §2.2 [C]).
    public var idioms: [DeviceIdiom]? {
        switch self {
        case .homeScreen, .lockScreen, .standBy: nil
        case .iPadLockScreen: [.pad, .phone]
        case .smartStack: [.watch]
        case .macDesktop: [.mac, .phone, .pad]
        case .notificationCenter: [.mac]
        }
    }

    /// The device this place is drawn on when the caller names none: the iPad for the iPad Lock Screen, the
    /// 45 mm watch for the Smart Stack, the Mac for the desktop and Notification Center; nil: the family's default.
    public var defaultDevice: WidgetDevice? {
        switch self {
        case .homeScreen, .lockScreen, .standBy: nil
        case .iPadLockScreen: DeviceCatalog.defaultPad
        case .smartStack: DeviceCatalog.defaultWatch
        case .macDesktop, .notificationCenter: DeviceCatalog.defaultMac
        }
    }

    /// True for the places drawn on a device of their own kind when the caller names none: the Smart Stack (the
    /// watch), the Mac desktop and Notification Center (the Mac).
    public var drawsOnItsOwnDevice: Bool { self == .smartStack || self == .macDesktop || self == .notificationCenter }

    /// The device a render in this place uses: `device` if given, else ``defaultDevice``. Throws (stage
    /// ``RenderStage/scene``) for a device of a kind this place does not show (an iPhone in the Smart Stack).
    public func device(_ device: WidgetDevice?) throws(RenderError) -> WidgetDevice? {
        guard let device else { return defaultDevice }
        if let idioms, !idioms.contains(device.idiom) {
            throw RenderError(.scene, .invalidGeometry("\(self) is not shown on \(device.name) (\(device.identifier)); "
                + "it is drawn on " + (defaultDevice.map { "\($0.identifier)" } ?? "another device")))
        }
        return device
    }
}
