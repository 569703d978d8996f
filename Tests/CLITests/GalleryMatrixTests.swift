import Foundation
import Testing
import TestSupport
import Widgets

/// The gallery draws the render matrix (`WidgetAppearance.matrix`): every combination a device shows,
/// and no other. Its tiles (index.html: a file per tile, "(= dark)" where the light file stands for an
/// identical dark one) are the matrix's file stems. `RenderMatrixTests` holds previews, check and snapshots to it.
@Suite struct GalleryMatrixTests {
    @Test func theGalleryDrawsTheRenderMatrix() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--example", "habit", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        var drawn: [String] = []
        for match in page.matches(of: /<figcaption>([^<]*)<\/figcaption><img src="([^"]*)\.png"/) {
            drawn.append(String(match.2))
            if match.1.hasSuffix("(= dark)") { drawn.append(String(match.2) + "-dark") }
        }
        let expected = WidgetAppearance.matrix(families: WidgetFamily.allCases).map(\.fileStem)
        #expect(drawn.sorted() == expected.sorted())
    }
}
