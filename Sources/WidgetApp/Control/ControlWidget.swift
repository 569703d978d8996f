/// A Control Center, Lock Screen or Action button control (iOS 18): WidgetKit's `ControlWidget`.
///
/// ```swift
/// struct TimerControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "Timer") {
///             ControlWidgetButton(action: StartTimerIntent()) { Label("Start", systemImage: "timer") }
///         }
///         .displayName("Timer")
///     }
/// }
/// ```
/// Drawn by `WidgetHost.renderControl` in Control Center's sizes, on the Lock Screen and as the Action button's
/// label (`ControlPresentation`); `assertControlSnapshot` checks it against a reference.
public protocol ControlWidget {
    /// The configuration type.
    associatedtype Body: ControlWidgetConfiguration

    /// A control (the system creates it).
    init()

    /// What the control declares.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}
