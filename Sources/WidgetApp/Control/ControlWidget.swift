import WidgetIntents

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

/// What a control declares: WidgetKit's `ControlWidgetConfiguration`.
public protocol ControlWidgetConfiguration {
    /// The configuration this one is made of.
    associatedtype Body: ControlWidgetConfiguration

    /// The configuration this one is made of.
    var body: Body { get }

    /// WidgetHost's entry point: the controls declared. Do not implement or call it.
    static func _controlDeclarations(of configuration: Self) -> [WidgetDeclaration]
}

extension ControlWidgetConfiguration {
    /// The declarations of `body`.
    public static func _controlDeclarations(of configuration: Self) -> [WidgetDeclaration] {
        Body._controlDeclarations(of: configuration.body)
    }

    /// The control's name in the controls gallery.
    ///
    /// ```swift
    /// .displayName("Timer")
    /// ```
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        ModifiedControlConfiguration(self) { $0.displayName = displayName.defaultValue }
    }

    /// The control's description in the controls gallery.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        ModifiedControlConfiguration(self) { $0.description = description.defaultValue }
    }
}

/// A control configuration with `displayName` or `description` applied.
public struct ModifiedControlConfiguration<Content: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    let content: Content
    let modify: (inout WidgetDeclaration) -> Void

    init(_ content: Content, modify: @escaping (inout WidgetDeclaration) -> Void) {
        self.content = content
        self.modify = modify
    }

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// The content's declarations, modified.
    public static func _controlDeclarations(of configuration: Self) -> [WidgetDeclaration] {
        Content._controlDeclarations(of: configuration.content).map { declaration in
            var declaration = declaration
            configuration.modify(&declaration)
            return declaration
        }
    }
}

/// Builds a control's `body`: WidgetKit's `ControlWidgetConfigurationBuilder` (one configuration).
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// The configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}
