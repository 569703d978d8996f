import Widgets

/// Where a widget is seen, for renders that show it in place (`widgetrender --context`): the Home Screen
/// (the widget alone, today's output), the iPhone Lock Screen and the iPad Lock Screen (over a wallpaper,
/// vibrant), StandBy (two small widgets scaled up side by side on black). docs/contexts.md gives the
/// numbers and which are documented, measured by others or our choice.
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
        }
    }

    /// The modes this placement shows: the Home Screen any; the iPhone Lock Screen vibrant and reduced
    /// luminance (Always-On); the iPad Lock Screen vibrant only (no iPad has an Always-On display); StandBy
    /// full colour (day) and night.
    public var modes: [WidgetMode] {
        switch self {
        case .homeScreen: WidgetMode.allCases
        case .lockScreen: [.vibrant, .reducedLuminance]
        case .iPadLockScreen: [.vibrant]
        case .standBy: [.fullColor, .night]
        }
    }
}
