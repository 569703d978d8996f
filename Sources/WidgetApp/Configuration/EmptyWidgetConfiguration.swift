/// A configuration that declares no widget: WidgetKit's `EmptyWidgetConfiguration`, for a body that
/// has nothing to offer on some platform.
///
/// ```swift
/// var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
/// ```
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// The empty configuration.
    public init() {}

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// None.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { [] }
}
