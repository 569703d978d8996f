/// The app's handle on its controls: WidgetKit's `ControlCenter`. Reloads do nothing here.
///
/// ```swift
/// ControlCenter.shared.reloadControls(ofKind: "com.example.timer")   // inert
/// ```
public final class ControlCenter: Sendable {
    /// The shared center.
    public static let shared = ControlCenter()

    private init() {}

    /// Would reload the controls of `kind`; does nothing here.
    public func reloadControls(ofKind kind: String) {}

    /// Would reload every control; does nothing here.
    public func reloadAllControls() {}
}
