/// The kind of device a widget is shown on.
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone, pad, watch
}
