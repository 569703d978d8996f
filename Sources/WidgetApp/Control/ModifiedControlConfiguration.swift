import WidgetIntents

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
