import Views

/// One region of the expanded Dynamic Island: WidgetKit's `DynamicIslandExpandedRegion`.
///
/// ```swift
/// DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("5 min") }
/// ```
public struct DynamicIslandExpandedRegion<Content: View> {
    /// Where the region sits.
    public let position: DynamicIslandExpandedRegionPosition
    /// Which region gets space first.
    public let priority: Double
    /// The region's view.
    public let content: Content

    /// A region at `position` with `content`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
                @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// Where an expanded region sits: WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable, CustomStringConvertible {
    /// The position's name.
    public let description: String

    /// Beside the camera, leading.
    public static let leading = DynamicIslandExpandedRegionPosition(description: "leading")
    /// Beside the camera, trailing.
    public static let trailing = DynamicIslandExpandedRegionPosition(description: "trailing")
    /// Under the camera.
    public static let center = DynamicIslandExpandedRegionPosition(description: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(description: "bottom")
}

/// The expanded regions of a Dynamic Island, as ``DynamicIslandExpandedContentBuilder`` builds them.
public struct DynamicIslandExpandedContent<Content: View> {
    /// The regions' positions, in the order written.
    public let positions: [DynamicIslandExpandedRegionPosition]
}

/// Builds the expanded regions of a `DynamicIsland`: WidgetKit's `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// One region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>)
        -> DynamicIslandExpandedContent<AnyView>
    {
        DynamicIslandExpandedContent(positions: [region.position])
    }

    /// The regions in order.
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<AnyView>...) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(positions: parts.flatMap(\.positions))
    }

    /// `if` without `else`.
    public static func buildOptional(_ part: DynamicIslandExpandedContent<AnyView>?) -> DynamicIslandExpandedContent<AnyView> {
        part ?? DynamicIslandExpandedContent(positions: [])
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
