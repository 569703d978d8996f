import Graphics

/// The default content margins WidgetKit adds around a widget's body (iOS 17+), per context.
///
/// WIDGETKIT.md §2.5: 16 pt is the HIG standard [D]; smaller on the Lock Screen and in StandBy [D];
/// the per-context numbers are [U], so every value here is **our choice [C]**.
public enum ContentMargins {
    /// [C] Home Screen and Today View margins on iPhone and iPad, and the Mac's Notification Center (HIG's 16 pt
    /// standard).
    public static let homeScreen: Double = 16
    /// [C] iPad Lock Screen systemSmall, StandBy, Mac desktop, CarPlay: the HIG's "tight" 11 pt.
    public static let tight: Double = 11
    /// [C] Accessory families on the Lock Screen and on the watch: no margin.
    public static let accessory: Double = 0
    /// [C] Watch Smart Stack rectangular.
    public static let watchSmartStack: Double = 8

    /// The margins for `family` in `context`, equal on every edge.
    public static func insets(for family: WidgetFamily, in context: WidgetContext) -> EdgeInsets {
        if family.isAccessory {
            return EdgeInsets(context == .watchSmartStack ? watchSmartStack : accessory)
        }
        switch context {
        case .homeScreen: return EdgeInsets(homeScreen)
        case .lockScreen, .standBy: return EdgeInsets(tight)
        case .watchSmartStack: return EdgeInsets(watchSmartStack)
        case .watchComplication: return EdgeInsets(accessory)
        // The HIG: margins are smaller on the Mac desktop (§2.5); Notification Center is not named there [C].
        case .macDesktop: return EdgeInsets(tight)
        case .notificationCenter: return EdgeInsets(homeScreen)
        }
    }
}
