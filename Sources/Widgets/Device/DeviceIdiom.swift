/// The kind of device a widget is shown on.
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
    /// An iPhone: Home Screen, Lock Screen, StandBy.
    case phone
    /// An iPad: Home Screen, Lock Screen.
    case pad
    /// An Apple Watch: complications and the Smart Stack.
    case watch
    /// A Mac: the desktop and Notification Center (macOS 14+).
    case mac
}
