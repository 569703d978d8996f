// `dynamicIsland(verticalPlacement:)` (WidgetApp's spelling) reaching the expanded island's layout: a preference on
// the region's view, read with placeholder services as ActivityStyle reads `activityBackgroundTint` (no text
// measured), and a decision the renderer makes before composing the island (Render/Widget/ActivityRendering.swift):
//
// Apple's DynamicIslandExpandedRegionVerticalPlacement.belowIfTooWide: "Vertical placement below the default vertical
// position for content that's too wide to fit next to the TrueDepth camera". The leading and trailing regions sit
// beside the camera, which is the sensor housing centred at the island's top (IslandMetrics.housingWidth wide,
// ActivityMetrics.sensorHousingHeight tall); the room beside it is half the island's width less half the housing,
// less the region's outer margin (125.33 pt on the 430 pt iPhone, 106.83 on the 393 pt one). A leading or trailing
// region one of whose views declares `.belowIfTooWide` and is wider than that room (its ideal width) starts below
// the camera, level with the center region's content; its width in the row is unchanged [C].
import Views

/// Where a view of an expanded Dynamic Island region sits vertically (WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`).
package enum IslandVerticalPlacement: String, Hashable, Sendable {
    /// The region's place: beside the camera for leading and trailing.
    case standard
    /// Below the camera when too wide to fit beside it.
    case belowIfTooWide
}

/// The `dynamicIsland(verticalPlacement:)` declarations of a view, outermost first.
struct IslandVerticalPlacementPreferenceKey: PreferenceKey {
    static var defaultValue: [IslandVerticalPlacement] { [] }

    static func reduce(value: inout [IslandVerticalPlacement], nextValue: () -> [IslandVerticalPlacement]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
    /// Declares where this view of an expanded region sits vertically (WidgetApp's
    /// `dynamicIsland(verticalPlacement:)` calls this).
    package func islandVerticalPlacement(_ placement: IslandVerticalPlacement) -> some View {
        preference(key: IslandVerticalPlacementPreferenceKey.self, value: [placement])
    }
}

extension IslandViews {
    /// The room beside the camera for the leading or trailing region of an island `width` wide whose housing is
    /// `housingWidth` wide, inside the region's outer margin (the expanded margins after ``margins``).
    public func widthBesideCamera(_ place: IslandRegion.Place, width: Double, housingWidth: Double) -> Double {
        let insets = IslandMarginSetting.margins(of: .expanded, after: margins)
        return (width - housingWidth) / 2 - (place == .trailing ? insets.trailing : insets.leading)
    }

    /// These views with ``regionsBelowCamera`` set for an island `width` wide beside a housing `housingWidth` wide:
    /// each leading or trailing region whose view declares `.belowIfTooWide` (read with placeholder services in
    /// `environment`; a view that cannot be resolved declares nothing here and fails in its render) and whose ideal
    /// width, as `idealWidth` measures it, exceeds ``widthBesideCamera(_:width:housingWidth:)``.
    public func placingRegions<E: Error>(width: Double, housingWidth: Double,
                                         environment: EnvironmentValues = EnvironmentValues(),
                                         idealWidth: (AnyView) throws(E) -> Double) throws(E) -> IslandViews {
        var placed = self
        placed.regionsBelowCamera = []
        for (index, region) in regions.enumerated() where region.place == .leading || region.place == .trailing {
            let declared = try? ContainerConfiguration.probe(region.view, environment: environment,
                                                             resolver: ViewResolver()).body.preferences
            guard declared?[IslandVerticalPlacementPreferenceKey.self].first == .belowIfTooWide else { continue }
            let room = widthBesideCamera(region.place, width: width, housingWidth: housingWidth)
            if try idealWidth(region.view) > room { placed.regionsBelowCamera.insert(index) }
        }
        return placed
    }
}
