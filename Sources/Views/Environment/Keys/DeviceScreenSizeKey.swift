import Graphics

private struct DeviceScreenSizeKey: EnvironmentKey {
    static let defaultValue: Size? = nil
}

extension EnvironmentValues {
    /// The screen of the device the render stands for, in points, portrait; nil outside a widget render.
    /// UIKit's `UIScreen.main.bounds` answers it.
    public var deviceScreenSize: Size? {
        get { self[DeviceScreenSizeKey.self] }
        set { self[DeviceScreenSizeKey.self] = newValue }
    }
}
