import PlatformConditionsFixture
import Graphics
import Raster
import Render
import Testing
import Views
import WidgetPreviews

/// PlatformConditionsPlugin on a small target: the fixture's sources (Tests/PlatformConditionsFixtureSources)
/// compile with the iPhone's `#if os(…)` conditions, and name their own file and lines.
struct PlatformConditionsPluginTests {
    @Test func iPhoneBranchIsTheOneCompiled() {
        #expect(PlatformBadge.platform == "iOS")
    }

    @Test func iPhoneBranchIsTheOneDrawn() throws {
        let pixmap = try ViewRenderer().render(PlatformBadge(), size: Size(width: 10, height: 10), scale: 1,
                                               colorScheme: .light, resources: .bundled())
        let pixel = pixmap.pixel(x: 5, y: 5)
        #expect(pixel.g > 150 && pixel.r < 100, "expected the iPhone branch's green, got \(pixel)")
    }

    @Test func copyNamesTheOriginalFileAndLine() {
        let parts = PlatformBadge.place.split(separator: " ").map(String.init)
        #expect(parts.count == 3)
        #expect(parts.first?.hasSuffix("Tests/PlatformConditionsFixtureSources/PlatformBadge.swift") == true, "\(parts)")
        #expect(parts.dropFirst().first == "PlatformConditionsFixture/PlatformBadge.swift")
        #expect(parts.last == "29")
    }

    @Test func aPreviewInTheCopyIsPlacedInTheOriginal() throws {
        let preview = try #require(PreviewDiscovery.previews(inModule: "PlatformConditionsFixture").first)
        #expect(preview.name == "Badge")
        #expect(preview.location == PreviewSourceLocation(fileID: "PlatformConditionsFixture/PlatformBadge.swift", line: 33, column: 1))
    }
}
