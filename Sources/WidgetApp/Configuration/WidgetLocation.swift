/// A place a widget can appear, for `disfavoredLocations(_:for:)`: WidgetKit's `WidgetLocation`.
///
/// ```swift
/// .disfavoredLocations([.standBy], for: [.systemSmall])
/// ```
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    /// The location's name.
    public let description: String

    private init(_ name: String) { description = name }

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation("homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation("lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation("standBy")
    /// An iPhone's widget shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation("iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation("carPlay")
}
