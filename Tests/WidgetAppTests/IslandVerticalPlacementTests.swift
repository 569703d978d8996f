import Foundation
import Render
import Testing
import TestSupport
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// An activity whose expanded leading region is a red bar of a chosen width, placed by `dynamicIsland(verticalPlacement:)`,
/// beside a blue trailing bar.
struct PlacementAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var leadingWidth: Double
        var belowIfTooWide: Bool
    }
}

struct PlacementActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PlacementAttributes.self) { _ in
            Color.green.frame(height: 20)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Color.red.frame(width: context.state.leadingWidth, height: 20)
                        .dynamicIsland(verticalPlacement: context.state.belowIfTooWide ? .belowIfTooWide : .default)
                }
                DynamicIslandExpandedRegion(.trailing) { Color.blue.frame(width: 40, height: 20) }
            } compactLeading: { Color.red } compactTrailing: { Color.blue } minimal: { Color.green }
        }
    }
}

/// The departures board of Apple's kind: a destination too long to sit beside the camera, asked to go below it.
struct DepartureActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PlacementAttributes.self) { _ in
            Text("Platform 4")
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("Zürich HB via Olten", systemImage: "tram").font(.headline).foregroundStyle(Color.orange)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) { Text("4 min").font(.headline) }
                DynamicIslandExpandedRegion(.bottom) { Text("Platform 4 · on time").font(.caption) }
            } compactLeading: { Image(systemName: "tram") } compactTrailing: { Text("4m") } minimal: { Text("4") }
        }
    }
}

/// `dynamicIsland(verticalPlacement: .belowIfTooWide)`: a leading or trailing view wider than the room beside the
/// TrueDepth camera (half the island less half the sensor housing, less the 16 pt margin: 125.33 pt on the 430 pt
/// iPhone) starts below the camera; one that fits, or one without the modifier, stays beside it.
@Suite struct IslandVerticalPlacementTests {
    /// The top (points) of the first row with a pixel whose `channel` (0: red, 2: blue) dominates, as
    /// LiveActivityLayoutTests reads its bars.
    static func top(of channel: Int, in output: RenderOutput) -> Double? {
        let rgba = output.pixmap.straightRGBA()
        for y in 0..<output.pixmap.height {
            for x in 0..<output.pixmap.width {
                let i = (y * output.pixmap.width + x) * 4
                if rgba[i + channel] > 200 && rgba[i + (2 - channel)] < 60 {
                    return Double(y) / output.scene.scale
                }
            }
        }
        return nil
    }

    func expanded(width: Double, below: Bool) throws -> RenderOutput {
        try makeHost().renderActivity(PlacementActivity(), attributes: PlacementAttributes(),
                                      state: PlacementAttributes.ContentState(leadingWidth: width, belowIfTooWide: below),
                                      options: ActivityRenderOptions(presentation: .expanded, os: .ios18))
    }

    @Test func theRoomBesideTheCameraIsHalfTheIslandLessHalfTheHousingAndTheMargin() throws {
        let island = try #require(try ActivityMetrics.metrics(for: DeviceCatalog.defaultPhone).island)
        let views = IslandViews(regions: [], compactLeading: AnyView(Color.red), compactTrailing: AnyView(Color.red),
                                minimal: AnyView(Color.red), keylineTint: nil, margins: [])
        let room = views.widthBesideCamera(.leading, width: island.expandedWidth, housingWidth: island.housingWidth)
        #expect(abs(room - 125.33) < 0.01, "\(room)")
    }

    @Test func aViewTooWideForTheCameraSideGoesBelowItWhenAsked() throws {
        let margin = IslandArea.expanded.defaultMargins.top
        // Asked, and 200 pt wide: below the camera, level with where the center region's content starts.
        let below = try expanded(width: 200, below: true)
        let dropped = try #require(Self.top(of: 0, in: below))
        #expect(abs(dropped - (margin + ActivityMetrics.sensorHousingHeight)) < 0.5, "\(dropped)")
        // The trailing region stays beside the camera, and the island grows by the drop.
        #expect(abs((Self.top(of: 2, in: below) ?? 0) - margin) < 0.5)
        let asIs = try expanded(width: 200, below: false)
        #expect(abs((Self.top(of: 0, in: asIs) ?? 0) - margin) < 0.5)
        #expect(abs(below.scene.size.height - asIs.scene.size.height - ActivityMetrics.sensorHousingHeight) < 1)
    }

    @Test func aViewThatFitsBesideTheCameraStaysThere() throws {
        let margin = IslandArea.expanded.defaultMargins.top
        let fits = try expanded(width: 125, below: true)
        #expect(abs((Self.top(of: 0, in: fits) ?? 0) - margin) < 0.5)
        let over = try expanded(width: 126, below: true)
        #expect(abs((Self.top(of: 0, in: over) ?? 0) - margin - ActivityMetrics.sensorHousingHeight) < 0.5)
    }

    @Test func theLongDestinationIsDrawnBelowTheCamera() throws {
        let output = try makeHost().renderActivity(
            DepartureActivity(), attributes: PlacementAttributes(),
            state: PlacementAttributes.ContentState(leadingWidth: 0, belowIfTooWide: true),
            options: ActivityRenderOptions(presentation: .expanded, os: .ios18))
        expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width, height: output.pixmap.height,
                     suite: "activities", name: "expanded-belowIfTooWide")
    }
}
