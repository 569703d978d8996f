/// A control with no user configuration: WidgetKit's `StaticControlConfiguration`.
///
/// ```swift
/// StaticControlConfiguration(kind: "com.example.timer", provider: TimerValueProvider()) { isRunning in
///     ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
///         Label(isOn ? "On" : "Off", systemImage: "timer")
///     }
/// }
/// ```
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    let declaration: WidgetDeclaration

    /// A control of `kind` showing `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        let template = content()._controlContent()
        var declaration = WidgetDeclaration(kind: kind, configuration: .controlConfiguration, timeline: nil)
        declaration.control = ControlTemplateSource { template }
        self.declaration = declaration
    }

    /// A control of `kind` whose `content` shows the value `provider` gives: its `previewValue` in the
    /// controls gallery and previews, its `currentValue()` when the host asks for it.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                               @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        var declaration = WidgetDeclaration(kind: kind, configuration: .controlConfiguration, timeline: nil)
        declaration.control = ControlTemplateSource(provider: provider, content: content)
        self.declaration = declaration
    }

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// The control, declared.
    public static func _controlDeclarations(of configuration: Self) -> [WidgetDeclaration] {
        [configuration.declaration]
    }
}
