import Views

/// Why a widget cannot be set up: an unknown name or a family the device does not offer.
///
/// ```swift
/// do {
///     let canvas = try WidgetCanvas(family: .systemExtraLarge, mode: .fullColor, device: DeviceCatalog.defaultPhone)
/// } catch {
///     print(error)   // "iPhone 430×932 pt @3x does not offer systemExtraLarge; it offers systemSmall, …"
/// }
/// ```
public enum WidgetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The device has no slot for the family (e.g. `systemExtraLarge` on an iPhone, `accessoryCorner` off the watch).
    case familyNotOffered(WidgetFamily, WidgetDevice)
    /// No family has this name.
    case unknownFamily(String)
    /// No output mode has this name.
    case unknownMode(String)
    /// No device in ``DeviceCatalog`` has this identifier.
    case unknownDevice(String)
    /// A scale factor that is not a finite number ≥ 1 … ≤ ``WidgetCanvas/maximumScale``.
    case invalidScale(Double)
    /// A mode the OS profile does not have (`clear` or `tinted` with iOS 18).
    case modeNotInProfile(WidgetMode, OSProfile)

    public var description: String {
        switch self {
        case let .familyNotOffered(family, device):
            let offered = device.families.map(\.rawValue).joined(separator: ", ")
            return "\(device.name) (\(device.identifier)) does not offer \(family); it offers \(offered)"
        case .unknownFamily(let name):
            let known = WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown widget family \"\(name)\"; expected one of \(known)"
        case .unknownMode(let name):
            let known = WidgetMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown rendering mode \"\(name)\"; expected one of \(known)"
        case .unknownDevice(let name):
            return "unknown device \"\(name)\"; `widgetrender list devices` shows the identifiers"
        case .invalidScale(let scale):
            return "invalid scale \(scale); expected a number from 1 to \(Int(WidgetCanvas.maximumScale))"
        case let .modeNotInProfile(mode, profile):
            return "mode \(mode) is an iOS 26 Home Screen presentation; it does not exist in \(profile) (use --os ios26)"
        }
    }
}
