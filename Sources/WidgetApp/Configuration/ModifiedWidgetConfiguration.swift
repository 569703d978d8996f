/// A configuration with one of WidgetKit's configuration modifiers applied (`configurationDisplayName`,
/// `supportedFamilies`, `contentMarginsDisabled` …); the modifiers in `WidgetConfiguration+Modifiers.swift`
/// return it.
public struct ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration {
    let content: Content
    let modify: (inout WidgetDeclaration) -> Void

    init(_ content: Content, modify: @escaping (inout WidgetDeclaration) -> Void) {
        self.content = content
        self.modify = modify
    }

    /// Itself: a primitive configuration (WidgetHost reads ``_declarations(of:)``).
    public var body: Self { self }

    /// The content's declarations, modified.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] {
        Content._declarations(of: configuration.content).map { declaration in
            var declaration = declaration
            configuration.modify(&declaration)
            return declaration
        }
    }
}
