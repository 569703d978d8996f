import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import Widgets

@Suite struct WidgetHostContextTests {
    @Test func contextCarriesFamilyAndTheFamilysDisplaySizeOnTheDefaultDevice() throws {
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryCircular,
                       .accessoryRectangular, .accessoryInline] {
            let options = WidgetRenderOptions(family: family)
            let context = try WidgetHost.context(for: options, isPreview: false)
            let expected = try #require(options.canvas().device.displaySize(of: family))
            #expect(context.family == family)
            #expect(Double(context.displaySize.width) == expected.width)
            #expect(Double(context.displaySize.height) == expected.height)
        }
    }

    @Test func contextDisplaySizeOnIPadIsTheShownSizeNotTheCanvas() throws {
        let pad = DeviceCatalog.defaultPad
        let context = try WidgetHost.context(for: WidgetRenderOptions(family: .systemSmall, device: pad), isPreview: false)
        let shown = try #require(pad.displaySize(of: .systemSmall))
        let canvas = try #require(pad.size(of: .systemSmall))
        #expect(Double(context.displaySize.width) == shown.width)
        #expect(Double(context.displaySize.height) == shown.height)
        #expect(shown.width < canvas.width, "the iPad shows widgets smaller than their canvas")
    }

    @Test func contextVariantsListBothSchemesTheScaleAndTheFamilysRenderingModes() throws {
        let home = try WidgetHost.context(for: WidgetRenderOptions(family: .systemSmall), isPreview: false)
        #expect(home.environmentVariants[\.colorScheme] == [.light, .dark])
        #expect(home.environmentVariants.displayScale == [3])
        #expect(home.environmentVariants.widgetFamily == [.systemSmall])
        #expect(home.environmentVariants.widgetRenderingMode == [.fullColor, .accented, .vibrant])
        // The iPhone Lock Screen shows accessory families vibrant only (and dimmed, still vibrant).
        let lock = try WidgetHost.context(for: WidgetRenderOptions(family: .accessoryCircular), isPreview: false)
        #expect(lock.environmentVariants.widgetRenderingMode == [.vibrant])
        #expect(lock.environmentVariants[\.font] == nil, "keys WidgetHost does not record answer nil")
    }

    @Test func onlyTheSnapshotIsAPreview() async throws {
        let provider = ScriptedProvider()
        let host = try makeHost()
        let widget = CountWidget(provider: provider)
        let options = WidgetRenderOptions(family: .systemMedium)
        _ = try host.renderPlaceholder(widget, options: options)
        _ = try await host.renderSnapshot(widget, options: options)
        _ = try await host.renderTimeline(widget, options: options)
        let calls = provider.log.calls
        #expect(calls.map(\.call) == ["placeholder", "snapshot", "timeline"])
        #expect(calls.map(\.context.isPreview) == [false, true, false])
        #expect(calls.allSatisfy { $0.context.family == .systemMedium })
    }

    @Test func contextForAFamilyTheDeviceLacksIsAnError() throws {
        let watch = try #require(DeviceCatalog.all.first { $0.idiom == .watch })
        #expect(throws: WidgetError.self) {
            _ = try WidgetHost.context(for: WidgetRenderOptions(family: .systemLarge, device: watch), isPreview: false)
        }
    }
}
