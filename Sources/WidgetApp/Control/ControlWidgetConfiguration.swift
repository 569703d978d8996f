import WidgetIntents

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
