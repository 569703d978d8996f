import Foundation
import AppIntents
import PreviewRun
import Render
import SwiftUI
import Testing
@testable import WidgetHosting
@testable import WidgetPreviews
import WidgetKit

/// The renders a preview stands for, and their pixels.
@Suite struct PreviewRenderTests {
    @Test func aTimelinePreviewRendersEachEntryInEveryModeOfItsFamily() async throws {
        let renders = try await preview(named: "Timeline").renders(using: makeHost())
        // systemSmall: fullColor and accented in light and dark; vibrant, night, reduced luminance once.
        #expect(renders.count == 2 * 7)
        #expect(renders.map(\.name).prefix(7) == [
            "Timeline-0-systemSmall-fullColor", "Timeline-0-systemSmall-fullColor-dark",
            "Timeline-0-systemSmall-accented", "Timeline-0-systemSmall-accented-dark",
            "Timeline-0-systemSmall-vibrant", "Timeline-0-systemSmall-night",
            "Timeline-0-systemSmall-reducedLuminance",
        ])
        #expect(renders.last?.entryIndex == 1)
    }

    @Test func modesAndSchemesNarrowTheMatrix() async throws {
        let renders = try await preview(named: "Timeline").renders(using: makeHost(), modes: [.fullColor], schemes: [.dark])
        #expect(renders.map(\.name) == ["Timeline-0-systemSmall-fullColor-dark", "Timeline-1-systemSmall-fullColor-dark"])
    }

    @Test func aTimelineEntryRendersAsTheWidgetShowsIt() async throws {
        let host = try makeHost()
        let render = try #require(try await preview(named: "Timeline").renders(using: host, modes: [.fullColor], schemes: [.light]).last)
        let expected = try host.render(TallyWidget(), entry: TallyEntry(date: day(hours: 1), count: 2),
                                       options: WidgetRenderOptions(family: .systemSmall))
        #expect(try render.render(using: host).pixmap == expected.output.pixmap)
    }

    @Test func aProviderPreviewRendersThePreviewsProviderTimeline() async throws {
        let host = try makeHost()
        // accessoryCircular on the iPhone Lock Screen: vibrant (no device shows it accented there).
        let renders = try await preview(named: "Provider").renders(using: host, modes: [.vibrant], schemes: [.light])
        #expect(renders.map(\.entryIndex) == [0, 1])
        let options = WidgetRenderOptions(family: .accessoryCircular, mode: .vibrant)
        let expected = try host.render(TallyWidget(), entry: TallyEntry(date: day(hours: 1), count: 4), options: options)
        #expect(try renders[1].render(using: host).pixmap == expected.output.pixmap)
    }

    @Test func anAccessoryCircularPreviewIsNeverFullColor() async throws {
        let modes = try await preview(named: "Provider").renders(using: makeHost()).map(\.mode)
        #expect(!modes.contains(.fullColor))
    }

    @Test func anIntentPreviewConfiguresItsProviderWithTheIntent() async throws {
        let host = try makeHost()
        let render = try #require(try await preview(named: "Intent").renders(using: host, modes: [.fullColor], schemes: [.light]).first)
        let expected = try host.render(StepWidget(), entry: TallyEntry(date: day(), count: 42),
                                       options: WidgetRenderOptions(family: .systemSmall))
        #expect(try render.render(using: host).pixmap == expected.output.pixmap)
    }

    @Test func aViewPreviewWithAFixedLayoutRendersAtThatSizeInBothSchemes() async throws {
        let host = try makeHost()
        let renders = try await preview(named: "Fixed").renders(using: host)
        #expect(renders.map(\.name) == ["Fixed-fullColor", "Fixed-fullColor-dark"])
        let pixmap = try renders[0].render(using: host).pixmap
        #expect(pixmap.width == 360 && pixmap.height == 120)  // 120×40 pt at @3x
    }

    @Test func aViewPreviewWithoutTraitsTakesItsOwnSize() async throws {
        let host = try makeHost()
        let render = try #require(try await preview(named: "Previews.swift:22").renders(using: host).first)
        let pixmap = try render.render(using: host).pixmap
        #expect(pixmap.width > 0 && pixmap.width < 600 && pixmap.height < 200)
    }

    @Test func aViewPreviewHasNoWidgetModes() async throws {
        #expect(try await preview(named: "Fixed").renders(using: makeHost(), modes: [.vibrant]).isEmpty)
    }

    /// The name `previews` writes and assertPreviewSnapshots gives the reference: one for both.
    @Test func aFileStemKeepsOnlySafeCharacters() async throws {
        let render = try #require(try await preview(named: "Previews.swift:22").renders(using: makeHost()).first)
        #expect(render.fileStem == "Previews-swift_22-fullColor")
    }

    /// `--schemes dark`: a mode whose scheme is no axis (vibrant, night …) is named without one, never `-light`.
    @Test func aSchemeIsNamedOnlyWhereItIsAnAxis() async throws {
        let renders = try await preview(named: "Timeline").renders(using: makeHost(), schemes: [.dark])
        let names = renders.map(\.fileStem)
        #expect(!names.isEmpty && names.allSatisfy { !$0.contains("light") }, "\(names)")
        #expect(names.contains("Timeline-0-systemSmall-fullColor-dark") && names.contains("Timeline-0-systemSmall-night"),
                "\(names)")
    }

    /// The axes of `render`: Dynamic Type sizes and locales cross the matrix, a place adds its renders, the
    /// date is the options'.
    @Test func axesCrossTheMatrix() async throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let axes = PreviewAxes(modes: [.fullColor], schemes: [.light], dynamicTypeSizes: [.large, .accessibility5],
                               locales: ["ar_EG"], contexts: [.standBy], date: date)
        let renders = try await preview(named: "Timeline").renders(using: makeHost(), axes: axes)
        let names = renders.filter { $0.entryIndex == 0 }.map(\.fileStem)
        #expect(names == ["Timeline-0-systemSmall-fullColor-ar_EG", "Timeline-0-systemSmall-fullColor-AX5-ar_EG",
                          "Timeline-0-systemSmall-fullColor-standBy"], "\(names)")
        #expect(renders.allSatisfy { $0.options.date == date })
        #expect(renders.last?.placement == .standBy)
    }

    /// `--layout-direction`: every render laid out that way, named `-rtl` where the locale does not say it.
    @Test func aLayoutDirectionAppliesToEveryRender() async throws {
        let axes = PreviewAxes(modes: [.fullColor], schemes: [.light], layoutDirection: .rightToLeft)
        let renders = try await preview(named: "Timeline").renders(using: makeHost(), axes: axes)
        #expect(!renders.isEmpty && renders.allSatisfy { $0.options.layoutDirection == .rightToLeft })
        #expect(renders.first?.fileStem == "Timeline-0-systemSmall-fullColor-rtl")
    }
}
