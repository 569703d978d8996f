/// The widgets a `@WidgetBundleBuilder` body lists, as one `Widget` (Apple's builder returns an opaque
/// `some Widget`; this is ours).
public struct WidgetGroup: Widget {
    /// The declarations, in the order written.
    public let declarations: [WidgetDeclaration]

    /// No widgets.
    public init() { declarations = [] }

    init(_ declarations: [WidgetDeclaration]) { self.declarations = declarations }

    /// The declarations as a configuration.
    public var body: DeclaredWidgetConfiguration { DeclaredWidgetConfiguration(declarations) }

    /// The declarations.
    public static func _declarations(of widget: Self) -> [WidgetDeclaration] { widget.declarations }
}
