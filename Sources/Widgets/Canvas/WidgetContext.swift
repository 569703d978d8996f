/// Where a widget is shown, which decides its content margins and whether its container background
/// is drawn (WIDGETKIT.md §2.5, §3).
public enum WidgetContext: String, Hashable, Sendable, CaseIterable {
    /// iPhone or iPad Home Screen / Today View.
    case homeScreen
    /// iPhone or iPad Lock Screen (accessory families; iPad Lock Screen systemSmall).
    case lockScreen
    /// StandBy (landscape charging): systemSmall scaled up on black, background removed.
    case standBy
    /// Apple Watch complication on a watch face.
    case watchComplication
    /// Apple Watch Smart Stack: accessoryRectangular on black, its own container background or a default dark
    /// material (§3).
    case watchSmartStack
    /// The Mac desktop (macOS 14+): full colour while the desktop is in front, vibrant (monochrome, background
    /// removed) while an app window is active.
    case macDesktop
    /// Notification Center on the Mac: full colour, the background drawn.
    case notificationCenter

    /// The context a family is shown in for a given output mode and device.
    public static func `for`(family: WidgetFamily, mode: WidgetMode, idiom: DeviceIdiom) -> WidgetContext {
        if idiom == .watch {
            return family == .accessoryRectangular && mode == .fullColor ? .watchSmartStack : .watchComplication
        }
        if idiom == .mac { return .macDesktop }
        if family.isAccessory { return .lockScreen }
        switch mode {
        case .fullColor, .accented, .clear, .tinted: return .homeScreen
        case .vibrant: return .lockScreen
        case .night, .reducedLuminance: return .standBy
        }
    }
}
