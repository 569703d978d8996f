// The device widget code asks about (`UIDevice.current`): an iPhone running iOS, the device of the
// renderer's default family. A widget's size and family come from its environment, not from here.
import Foundation

/// The kind of device an interface is for (UIKit's `UIUserInterfaceIdiom`), with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The current device (UIKit's `UIDevice`, Linux shim): an iPhone on iOS 18.0, battery unknown.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// ```
open class UIDevice: NSObject, @unchecked Sendable {
    /// A battery's state (UIKit's `UIDevice.BatteryState`).
    public enum BatteryState: Int, Sendable {
        /// Not monitored or not known.
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Charging.
        case charging = 2
        /// Full and plugged in.
        case full = 3
    }

    /// The device the code runs on.
    open class var current: UIDevice { UIDevice() }

    /// The device's name as the user sees it (generic since iOS 16: "iPhone").
    open var name: String { "iPhone" }
    /// The model ("iPhone").
    open var model: String { "iPhone" }
    /// The model, localised ("iPhone").
    open var localizedModel: String { "iPhone" }
    /// The operating system's name ("iOS").
    open var systemName: String { "iOS" }
    /// The operating system's version ("18.0").
    open var systemVersion: String { "18.0" }
    /// The idiom: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// No vendor identifier: nil, as UIKit answers before the device is unlocked.
    open var identifierForVendor: UUID? { nil }
    /// Battery monitoring is accepted and has no effect.
    open var isBatteryMonitoringEnabled: Bool = false
    /// The battery level: −1, not known (UIKit's answer when monitoring is off).
    open var batteryLevel: Float { -1 }
    /// The battery state: `.unknown`.
    open var batteryState: BatteryState { .unknown }
    /// Multitasking support: true.
    open var isMultitaskingSupported: Bool { true }
}
