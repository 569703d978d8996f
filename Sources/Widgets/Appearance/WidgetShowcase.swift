// The device table: which device shows a widget family in which mode, from WIDGETKIT.md §1.1 (the HIG's
// "Appearances" table), WidgetKit's `WidgetRenderingMode` pages (vibrant: "the Lock Screen on iPhone";
// fullColor: complications "on some watch faces, such as the Infograph face" set to multicolour; accented:
// the same faces with a colour chosen), the `WidgetFamily` pages (accessory families "on the Lock Screen in
// iOS and iPadOS", iPadOS 17+; accessoryCorner watch only), §1.3 (the iOS 26 clear and tinted Home Screens),
// §1.6, §1.7 and §2.6. docs/widgets.md prints the
// same table with the source of each cell; `RenderMatrixTests` holds every consumer to it.
//
// Each place names the device idioms whose canvas draws it. The Mac (`--device mac`, DeviceCatalog.macs) draws
// the desktop and Notification Center at its own sizes; an iPhone's or iPad's widget shown on the Mac desktop is
// drawn at that device's size (WIDGETKIT.md §2.2, our choice). The HIG's "Appearances" table names the Mac's
// modes: full colour on the desktop and in Notification Center, vibrant on the desktop (an app window active).

import Views

/// A place a device shows widgets in, and the device idioms whose canvas draws it.
///
/// ```swift
/// WidgetShowcase.places(showing: .accessoryRectangular, in: .fullColor)   // [.watchFace, .watchSmartStack]
/// WidgetShowcase.isShown(.accessoryCircular, in: .fullColor, on: nil)      // false: the iPhone Lock Screen is vibrant
/// ```
public enum WidgetShowcase: String, Hashable, Sendable, CaseIterable {
    /// The iPhone Home Screen and Today View (full colour; accented when the appearance is tinted on iOS 18,
    /// clear or tinted glass on iOS 26).
    case iPhoneHomeScreen
    /// The iPhone Lock Screen: accessory families, vibrant; dimmed on Always-On displays.
    case iPhoneLockScreen
    /// iPhone StandBy: systemSmall scaled up on black; full colour by day, red night mode in low light,
    /// dimmed on Always-On displays.
    case standBy
    /// The iPad Home Screen and Today View (full colour; accented when tinted).
    case iPadHomeScreen
    /// The iPad Lock Screen (iPadOS 17+): systemSmall and the Lock Screen's accessory families, vibrant
    /// without tint. (The device catalog has no iPad accessory sizes, so only systemSmall is drawn there.)
    case iPadLockScreen
    /// The Mac desktop (macOS 14+): system families, full colour while the desktop is in front, vibrant
    /// (monochrome, background removed) while an app window is active.
    case macDesktop
    /// Notification Center on the Mac: system families, full colour only.
    case macNotificationCenter
    /// An Apple Watch face: accessory complications in full colour (multicolour faces such as Infograph),
    /// tinted (accented, a colour chosen), red in Night Mode, dimmed when the wrist is down.
    case watchFace
    /// The Apple Watch Smart Stack: accessoryRectangular, full colour or tinted.
    case watchSmartStack

    /// The device idioms whose canvas draws this place.
    public var idioms: [DeviceIdiom] {
        switch self {
        case .iPhoneHomeScreen, .iPhoneLockScreen, .standBy: [.phone]
        case .iPadHomeScreen, .iPadLockScreen: [.pad]
        case .macDesktop: [.phone, .pad, .mac]
        case .macNotificationCenter: [.mac]
        case .watchFace, .watchSmartStack: [.watch]
        }
    }

    /// The places that show `family` in `mode`, in declaration order; empty when no device does.
    public static func places(showing family: WidgetFamily, in mode: WidgetMode) -> [WidgetShowcase] {
        allCases.filter { $0.shows(family, in: mode) }
    }

    /// True when `device` offers `family` and a place of its idiom shows the family in `mode`; a nil
    /// device stands for the family's default device (``DeviceCatalog/defaultDevice(for:)``). In the iOS 26
    /// profile the iPhone and iPad Home Screens show the clear and tinted glass instead of iOS 18's accented
    /// look (the watch keeps accented); the glass modes exist only in iOS 26 and always imply it.
    public static func isShown(_ family: WidgetFamily, in mode: WidgetMode, on device: WidgetDevice?,
                               os: OSProfile = .standard) -> Bool {
        let device = device ?? DeviceCatalog.defaultDevice(for: family)
        guard device.size(of: family) != nil else { return false }
        if mode == .accented, os == .ios26, device.idiom != .watch { return false }
        return places(showing: family, in: mode).contains { $0.idioms.contains(device.idiom) }
    }

    /// The table's row for this place: the families it shows in `mode`.
    public func shows(_ family: WidgetFamily, in mode: WidgetMode) -> Bool {
        let lockScreenAccessory = family.isAccessory && family != .accessoryCorner
        switch (self, mode) {
        case (.iPhoneHomeScreen, .fullColor), (.iPhoneHomeScreen, .accented), (.iPhoneHomeScreen, .clear),
             (.iPhoneHomeScreen, .tinted):
            return family.isSystem && family != .systemExtraLarge
        case (.iPadHomeScreen, .fullColor), (.iPadHomeScreen, .accented), (.iPadHomeScreen, .clear),
             (.iPadHomeScreen, .tinted):
            return family.isSystem
        case (.iPhoneLockScreen, .vibrant), (.iPhoneLockScreen, .reducedLuminance):
            return lockScreenAccessory
        case (.standBy, .fullColor), (.standBy, .night), (.standBy, .reducedLuminance):
            return family == .systemSmall
        case (.iPadLockScreen, .vibrant):
            return family == .systemSmall || lockScreenAccessory
        case (.macDesktop, .fullColor), (.macDesktop, .vibrant), (.macNotificationCenter, .fullColor):
            return family.isSystem
        case (.watchSmartStack, .fullColor), (.watchSmartStack, .accented):
            return family == .accessoryRectangular
        case (.watchFace, .fullColor), (.watchFace, .accented), (.watchFace, .night), (.watchFace, .reducedLuminance):
            return family.isAccessory
        default:
            return false
        }
    }
}
