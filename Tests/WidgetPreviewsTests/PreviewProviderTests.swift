import AppIntents
import Render
import SwiftUI
import Testing
@testable import WidgetHosting
@testable import WidgetPreviews
import WidgetKit

/// A PreviewProvider's `previews`: each child its own preview, with its modifiers applied.
@Suite struct PreviewProviderTests {
    @Test func aChildInAFamilyRendersAsThatWidget() async throws {
        let host = try makeHost()
        let render = try #require(try await preview(named: "Tally_Previews-0").renders(using: host, modes: [.fullColor], schemes: [.light]).first)
        let expected = try host.renderer.rendering(TallyView(entry: TallyEntry(date: day(), count: 5)),
                                                   options: WidgetRenderOptions(family: .systemSmall), resources: host.resources)
        #expect(try render.render(using: host).pixmap == expected.output.pixmap)
    }

    @Test func aChildsEnvironmentPinsItsSchemeAndTextSize() async throws {
        let renders = try await preview(named: "Tally_Previews-2").renders(using: makeHost())
        #expect(renders.allSatisfy { $0.options.dynamicTypeSize == .accessibility2 })
        #expect(renders.filter { $0.mode == .fullColor }.map(\.colorScheme) == [.dark])
    }

    @Test func forEachChildrenArePreviewsOfTheirOwn() async throws {
        let host = try makeHost()
        let render = try #require(try await preview(named: "Count 9").renders(using: host).first)
        #expect(render.family == nil)
        let pixmap = try render.render(using: host).pixmap
        #expect(pixmap.width == 150 && pixmap.height == 90)
    }

    @Test func aChildsLocaleSetsTheLocaleAndItsDirection() async throws {
        let renders = try await preview(named: "Arabic").renders(using: makeHost())
        #expect(renders.allSatisfy { $0.options.localeIdentifier == "ar_EG" && $0.options.layoutDirection == .rightToLeft })
    }

    @Test func aMatchingDeviceNameSetsTheDevice() async throws {
        let renders = try await preview(named: "Tally_Previews-5").renders(using: makeHost())
        #expect(renders.allSatisfy { $0.options.device?.identifier == "iphone-393x852" })
    }
}
