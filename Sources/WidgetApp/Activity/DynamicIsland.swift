import Foundation
import Graphics
import Layout
import Views

/// A Live Activity's Dynamic Island presentations: WidgetKit's `DynamicIsland`. Declared, not drawn yet.
///
/// ```swift
/// DynamicIsland {
///     DynamicIslandExpandedRegion(.center) { Text("Arriving") }
/// } compactLeading: { Image(systemName: "box.truck") } compactTrailing: { Text("5m") } minimal: { Text("5") }
/// .keylineTint(.orange)
/// ```
public struct DynamicIsland {
    /// The expanded regions, in the order written.
    public let expandedRegions: [DynamicIslandExpandedRegionPosition]

    /// The island's expanded, compact and minimal presentations.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        expandedRegions = expanded().positions
    }

    /// The tint of the island's keyline (accepted; inert until islands are drawn).
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }

    /// The URL opened by a tap (accepted; opening URLs is inert here).
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }

    /// Margins of a presentation (accepted; inert until islands are drawn).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        self
    }
}
