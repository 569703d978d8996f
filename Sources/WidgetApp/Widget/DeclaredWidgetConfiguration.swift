/// Declarations already made, as a configuration (the body of ``WidgetGroup``).
public struct DeclaredWidgetConfiguration: WidgetConfiguration {
    let declarations: [WidgetDeclaration]

    init(_ declarations: [WidgetDeclaration]) { self.declarations = declarations }

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// The declarations.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { configuration.declarations }
}
