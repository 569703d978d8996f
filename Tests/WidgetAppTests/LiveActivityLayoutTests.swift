import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// A delivery activity whose regions are coloured bars of known widths, so the tests read the layout from pixels.
struct BarAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var leadingPriority: Double
        var trailingPriority: Double
        var lockScreenHeight: Double
    }
}

/// A bar that wants 300 pt but accepts as little as 40: two of them cannot both have their way in one row.
private func bar(_ color: Color) -> some View {
    color.frame(minWidth: 40, idealWidth: 300, maxWidth: 300, minHeight: 20, maxHeight: 20)
}

struct BarActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BarAttributes.self) { context in
            Color.green.frame(height: context.state.lockScreenHeight)
                .activityBackgroundTint(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: context.state.leadingPriority) { bar(Color.red) }
                DynamicIslandExpandedRegion(.trailing, priority: context.state.trailingPriority) { bar(Color.blue) }
            } compactLeading: { Color.red } compactTrailing: { Color.blue } minimal: { Color.green }
            .contentMargins(.all, 0, for: .minimal)
        }
    }
}

/// Green while fresh, red once stale.
struct StaleActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BarAttributes.self) { context in
            (context.isStale ? Color.red : Color.green).frame(height: 20)
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Color.green } }
                compactLeading: { Color.green } compactTrailing: { Color.green } minimal: { Color.green }
        }
    }
}

@Suite struct LiveActivityLayoutTests {
    /// Pixels of the row through `y` (points) whose red, blue channel dominates.
    static func redAndBlue(_ output: RenderOutput, atPoint y: Double) -> (red: Int, blue: Int) {
        let rgba = output.pixmap.straightRGBA()
        let row = Int(y * output.scene.scale)
        var red = 0, blue = 0
        for x in 0..<output.pixmap.width {
            let i = (row * output.pixmap.width + x) * 4
            if rgba[i] > 200 && rgba[i + 2] < 60 { red += 1 }
            if rgba[i + 2] > 200 && rgba[i] < 60 { blue += 1 }
        }
        return (red, blue)
    }

    func render(_ state: BarAttributes.ContentState, _ presentation: ActivityPresentation) throws -> RenderOutput {
        try makeHost().renderActivity(BarActivity(), attributes: BarAttributes(), state: state,
                                      options: ActivityRenderOptions(presentation: presentation, os: .ios18))
    }

    /// `ActivityRenderOptions.os`: the activity's views resolve in that release's palette (the island is dark:
    /// `Color.blue` is (10, 132, 255) in iOS 18, (0, 145, 255) in iOS 26); its size is the same; the name says it
    /// where it is not the standard profile.
    @Test func theOSProfileSetsTheActivitysPaletteAndName() throws {
        let state = BarAttributes.ContentState(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 20)
        func render(_ os: OSProfile) throws -> RenderOutput {
            try makeHost().renderActivity(BarActivity(), attributes: BarAttributes(), state: state,
                                          options: ActivityRenderOptions(presentation: .expanded, os: os))
        }
        func pixels(of output: RenderOutput, matching color: (UInt8, UInt8, UInt8, UInt8)) -> Int {
            let rgba = output.pixmap.straightRGBA()
            let (r, g, b, _) = color
            return stride(from: 0, to: rgba.count, by: 4).filter { rgba[$0] == r && rgba[$0 + 1] == g && rgba[$0 + 2] == b }.count
        }
        let ios18 = try render(.ios18), ios26 = try render(.ios26)
        #expect(ios18.pixmap.width == ios26.pixmap.width && ios18.pixmap.height == ios26.pixmap.height)
        let blue18 = SystemColor.blue.color(in: .dark, profile: .ios18), blue26 = SystemColor.blue.color(in: .dark, profile: .ios26)
        #expect(blue18 != blue26)
        #expect(pixels(of: ios18, matching: blue18.rgba8) > 1_000 && pixels(of: ios18, matching: blue26.rgba8) == 0)
        #expect(pixels(of: ios26, matching: blue26.rgba8) > 1_000 && pixels(of: ios26, matching: blue18.rgba8) == 0)
        let other: OSProfile = OSProfile.standard == .ios18 ? .ios26 : .ios18
        #expect(ActivityRenderOptions(presentation: .expanded, os: other).fileStem == "expanded-\(other)")
        #expect(ActivityRenderOptions(presentation: .expanded, os: .standard).fileStem == "expanded")
    }

    @Test func theExpandedRegionWithTheHigherPriorityIsOfferedTheRowFirst() throws {
        // Equal priorities: the two bars share the row.
        let even = try render(.init(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 20), .expanded)
        let shared = Self.redAndBlue(even, atPoint: 26)
        #expect(abs(shared.red - shared.blue) <= 3)
        // Leading first: it gets its 300 pt (of 408 − 2 × 16 − 8), trailing keeps its minimum.
        let leading = try render(.init(leadingPriority: 1, trailingPriority: 0, lockScreenHeight: 20), .expanded)
        let leadingFirst = Self.redAndBlue(leading, atPoint: 26)
        #expect(leadingFirst.red == 300 * 3)
        #expect(leadingFirst.blue < 70 * 3)
        // Trailing first: the other way round.
        let trailing = try render(.init(leadingPriority: 0, trailingPriority: 2, lockScreenHeight: 20), .expanded)
        let trailingFirst = Self.redAndBlue(trailing, atPoint: 26)
        #expect(trailingFirst.blue == 300 * 3)
        #expect(trailingFirst.red < 70 * 3)
    }

    @Test func aLockScreenViewTallerThanTheLimitIsClippedAt160PointsWithAWarning() throws {
        let tall = try render(.init(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 400), .lockScreen)
        #expect(tall.scene.size.height == ActivityMetrics.heightLimit)
        #expect(tall.pixmap.height == 480)
        #expect(tall.warnings.map(\.message) == [
            "the Lock Screen view is 428 pt tall; iOS shows at most 160 pt and clips the rest, as drawn here",
        ])
        let short = try render(.init(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 40), .lockScreen)
        #expect(short.scene.size.height == 40 + 2 * ActivityMetrics.lockScreenMargin)
        #expect(short.warnings.isEmpty)
    }

    @Test func contentMarginsForAPresentationReplaceItsDefaults() throws {
        #expect(IslandMarginSetting.margins(of: .minimal, after: []) == IslandArea.minimal.defaultMargins)
        let settings = [IslandMarginSetting(edges: .horizontal, length: 2, areas: [.compactLeading, .compactTrailing]),
                        IslandMarginSetting(edges: .leading, length: nil, areas: [.compactLeading])]
        let leading = IslandMarginSetting.margins(of: .compactLeading, after: settings)
        #expect([leading.top, leading.leading, leading.bottom, leading.trailing] == [0, 8, 0, 2])
        let trailing = IslandMarginSetting.margins(of: .compactTrailing, after: settings)
        #expect([trailing.top, trailing.leading, trailing.bottom, trailing.trailing] == [0, 2, 0, 2])
        // `.contentMargins(.all, 0, for: .minimal)`: green reaches the minimal island's middle row edge to edge,
        // but for the capsule's rounded ends.
        let minimal = try render(.init(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 20), .minimal)
        let rgba = minimal.pixmap.straightRGBA()
        let middle = (minimal.pixmap.height / 2 * minimal.pixmap.width + 1) * 4
        #expect(rgba[middle + 1] > 100 && rgba[middle] < 60)
    }

    @Test func theKeylineIsDrawnOnlyWhenTintedAndTheStyleIsReadFromTheView() throws {
        /// The pixel in the middle of the island's top edge.
        func topEdge(_ output: RenderOutput) -> [UInt8] {
            let rgba = output.pixmap.straightRGBA()
            let i = (output.pixmap.width / 2) * 4
            return Array(rgba[i..<i + 4])
        }
        let tinted = try makeHost().renderActivity(
            TemplateLiveActivity(), attributes: TemplateAttributes(name: "World"),
            state: TemplateAttributes.ContentState(emoji: "😀"), options: ActivityRenderOptions(presentation: .compact, os: .ios18))
        let edge = topEdge(tinted)
        #expect(edge[0] > 100 && edge[1] < 60 && edge[2] < 60, "red keyline: \(edge)")
        let plain = try render(.init(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 20), .compact)
        #expect(topEdge(plain)[0] < 10, "no keyline without keylineTint")
        let style = try ActivityStyle.extract(from: Color.green.activityBackgroundTint(Color.black)
            .activitySystemActionForegroundColor(Color.red).activityBackgroundTint(Color.blue))
        #expect(style.backgroundTint != nil && style.systemActionForegroundColor != nil)
    }

    @Test func contentPastItsStaleDateIsDrawnStale() throws {
        let state = BarAttributes.ContentState(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 20)
        let renderDate = WidgetRenderOptions.defaultDate
        func middleIsRed(staleDate: Date?) throws -> Bool {
            let output = try makeHost().renderActivity(
                StaleActivity(), attributes: BarAttributes(), content: ActivityContent(state: state, staleDate: staleDate),
                options: ActivityRenderOptions(presentation: .lockScreen, os: .ios18))
            let rgba = output.pixmap.straightRGBA()
            let i = (output.pixmap.height / 2 * output.pixmap.width + output.pixmap.width / 2) * 4
            return rgba[i] > 200 && rgba[i + 1] < 100
        }
        #expect(try middleIsRed(staleDate: renderDate.addingTimeInterval(-60)))
        #expect(try middleIsRed(staleDate: renderDate))
        #expect(try !middleIsRed(staleDate: renderDate.addingTimeInterval(60)))
        #expect(try !middleIsRed(staleDate: nil))
    }

    @Test func theTableHasADynamicIslandOnlyWhereApplesTableDoes() throws {
        let withIsland = DeviceCatalog.phones.filter { (try? ActivityMetrics.metrics(for: $0))?.island != nil }
        #expect(withIsland.map(\.identifier) == ["iphone-430x932", "iphone-393x852"])
        for phone in DeviceCatalog.phones {
            let metrics = try ActivityMetrics.metrics(for: phone)
            #expect(metrics.lockScreenWidth == phone.screenSize.width - 22)
        }
        #expect(throws: ActivityPresentationError.self) { try ActivityMetrics.metrics(for: DeviceCatalog.macs[0]) }
    }
}
