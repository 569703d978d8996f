/// The vertical placement of a view in an expanded Dynamic Island region: WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let name: String

    /// The system's default placement.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the default position when the content is too wide to sit beside the camera.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}
