import Foundation
import Graphics
import Layout
import Views
import Widgets

/// A Live Activity's Dynamic Island presentations: WidgetKit's `DynamicIsland`, drawn by
/// `WidgetHost.renderActivity` in its compact, minimal and expanded presentations.
///
/// ```swift
/// DynamicIsland {
///     DynamicIslandExpandedRegion(.center) { Text("Arriving") }
/// } compactLeading: { Image(systemName: "box.truck") } compactTrailing: { Text("5m") } minimal: { Text("5") }
/// .keylineTint(.orange)
/// ```
public struct DynamicIsland {
    /// The expanded regions, in the order written.
    public var expandedRegions: [DynamicIslandExpandedRegionPosition] { regions.map(\.position) }
    let regions: [DynamicIslandRegionView]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keyline: Color?
    var margins: [IslandMarginSetting] = []

    /// The island's expanded, compact and minimal presentations.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        regions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The tint of the island's keyline, the thin border that sets it off a dark background.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keyline = color
        return island
    }

    /// The URL opened by a tap (accepted; opening URLs is inert here).
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }

    /// The margins around the content of a presentation (`nil` length: the system's default for those edges).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.margins.append(IslandMarginSetting(edges: edges, length: length.map { Double($0) }, areas: mode.areas))
        return island
    }

    /// The views, as Widgets composes them.
    package var views: IslandViews {
        IslandViews(regions: regions.map { region in
            IslandRegion(place: IslandRegion.Place(rawValue: region.position.description) ?? .bottom,
                         priority: region.priority, view: region.view)
        }, compactLeading: compactLeading, compactTrailing: compactTrailing, minimal: minimal, keylineTint: keyline,
           margins: margins)
    }
}

extension DynamicIslandMode {
    /// The island areas this mode names (`.compact`: both compact views).
    var areas: [IslandArea] {
        switch name {
        case "compact": return [.compactLeading, .compactTrailing]
        case "compactLeading": return [.compactLeading]
        case "compactTrailing": return [.compactTrailing]
        case "minimal": return [.minimal]
        default: return [.expanded]
        }
    }
}
