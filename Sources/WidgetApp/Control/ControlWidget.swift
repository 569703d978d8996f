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
/// Declared so a bundle that lists one compiles and lists it; drawing controls is a later step.
public protocol ControlWidget {
    /// The configuration type.
    associatedtype Body: ControlWidgetConfiguration

    /// A control (the system creates it).
    init()

    /// What the control declares.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}
