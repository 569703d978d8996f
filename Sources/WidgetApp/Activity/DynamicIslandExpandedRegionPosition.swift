import Views

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
