import Views

/// Builds the expanded regions of a `DynamicIsland`: WidgetKit's `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// One region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>)
        -> DynamicIslandExpandedContent<AnyView>
    {
        DynamicIslandExpandedContent(regions: [DynamicIslandRegionView(position: region.position, priority: region.priority,
                                                                      view: AnyView(region.content))])
    }

    /// Regions built elsewhere: a `@DynamicIslandExpandedContentBuilder` function's result used as content.
    public static func buildExpression<Content: View>(_ content: DynamicIslandExpandedContent<Content>)
        -> DynamicIslandExpandedContent<AnyView>
    {
        DynamicIslandExpandedContent(regions: content.regions)
    }

    /// The regions in order.
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<AnyView>...) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }

    /// `if` without `else`.
    public static func buildOptional(_ part: DynamicIslandExpandedContent<AnyView>?) -> DynamicIslandExpandedContent<AnyView> {
        part ?? DynamicIslandExpandedContent(regions: [])
    }

    /// The `if` branch.
    public static func buildEither(first: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> {
        first
    }

    /// The `else` branch.
    public static func buildEither(second: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> {
        second
    }

    /// `if #available`.
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<AnyView>)
        -> DynamicIslandExpandedContent<AnyView>
    {
        part
    }
}
