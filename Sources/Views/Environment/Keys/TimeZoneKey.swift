import PortableFoundation

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.current
}

extension EnvironmentValues {
    /// The time zone dates in text are shown in. UTC unless set: **our choice**, so a render never
    /// depends on the machine's zone (SwiftUI uses the device's).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
