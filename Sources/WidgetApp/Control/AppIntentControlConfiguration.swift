import WidgetIntents
import Widgets

/// The intent a person configures a control with: AppIntents' `ControlConfigurationIntent` (declared with
/// the controls, so `import WidgetKit` gives it; nothing is configured here, the intent's defaults are used).
///
/// ```swift
/// struct SelectHabitIntent: ControlConfigurationIntent {
///     static let title: LocalizedStringResource = "Habit"
///     @Parameter(title: "Habit", default: "Water") var habit: String
/// }
/// ```
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Configuration intents are not performed; this default returns `.result()`.
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never>.result() }
}

/// Supplies a configurable control's value: WidgetKit's `AppIntentControlValueProvider`.
///
/// ```swift
/// struct HabitValueProvider: AppIntentControlValueProvider {
///     func previewValue(configuration: SelectHabitIntent) -> Bool { false }
///     func currentValue(configuration: SelectHabitIntent) async throws -> Bool { true }
/// }
/// ```
public protocol AppIntentControlValueProvider {
    /// The configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value type.
    associatedtype Value
    /// The value shown in the controls gallery and previews.
    func previewValue(configuration: Configuration) -> Value
    /// The current value (asked within the host's provider timeout by `renderCurrentControl`).
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control the person configures with an intent: WidgetKit's `AppIntentControlConfiguration`. The intent
/// is its type's `init()` (every parameter at its default).
///
/// ```swift
/// AppIntentControlConfiguration(kind: "com.example.habit", provider: HabitValueProvider()) { isDone in
///     ControlWidgetToggle("Habit", isOn: isDone, action: MarkHabitIntent()) { Label($0 ? "Done" : "To do", systemImage: "checkmark") }
/// }
/// ```
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    let declaration: WidgetDeclaration

    /// A control of `kind` whose `content` shows the value `provider` gives for the default intent.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        var declaration = WidgetDeclaration(kind: kind, configuration: .appIntentControlConfiguration, timeline: nil)
        declaration.control = ControlTemplateSource(
            previewValue: { provider.previewValue(configuration: Provider.Configuration()) },
            currentValue: ValueReader { try? await provider.currentValue(configuration: Provider.Configuration()) },
            content: content)
        self.declaration = declaration
    }

    /// A control of `kind` whose `content` is built from the configuration intent (its defaults).
    public init<Configuration: ControlConfigurationIntent>(
        kind: String, intent: Configuration.Type,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        var declaration = WidgetDeclaration(kind: kind, configuration: .appIntentControlConfiguration, timeline: nil)
        declaration.control = ControlTemplateSource { content(Configuration())._controlContent() }
        self.declaration = declaration
    }

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// The control, declared.
    public static func _controlDeclarations(of configuration: Self) -> [WidgetDeclaration] {
        [configuration.declaration]
    }
}
