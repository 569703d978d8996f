/// An action your app exposes to the system: AppIntents' `AppIntent`.
///
/// ```swift
/// struct LogHabitIntent: AppIntent {
///     static var title: LocalizedStringResource = "Log Habit"
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// Button(intent: LogHabitIntent()) { Label("Log", systemImage: "plus.circle.fill") }
/// ```
/// On Linux an intent is a declaration: widgets compile, buttons and toggles carrying it draw, and
/// nothing performs it (there is no system to run it; docs/widgetkit-api.md). Call ``perform()``
/// yourself in a test to exercise it.
public protocol AppIntent {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult

    /// The intent's name in Shortcuts and the configuration UI.
    static var title: LocalizedStringResource { get }
    /// What the intent does; nil by default.
    static var description: IntentDescription? { get }
    /// Whether running the intent opens the app (false by default; inert here).
    static var openAppWhenRun: Bool { get }
    /// Whether the intent appears in Shortcuts and Spotlight (true by default; inert here).
    static var isDiscoverable: Bool { get }
    /// Who may run the intent on a locked device (`.alwaysAllowed` by default; inert here).
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    /// An intent with every parameter at its default.
    init()

    /// Runs the intent. The system calls it on Apple platforms; nothing calls it here.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// Does not open the app.
    public static var openAppWhenRun: Bool { false }
    /// Discoverable.
    public static var isDiscoverable: Bool { true }
    /// Allowed while locked.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// `@Parameter` inside an intent: AppIntents' spelling of ``IntentParameter``.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}
