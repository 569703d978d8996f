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
        // The habit example's Live Activity (two content states) and toggle control follow its families.
        let activity = (0..<2).flatMap { state in ActivityAppearance.matrix().map { "activity-\(state)-\($0.fileStem)" } }
        let control = ControlAppearance.matrix(isToggle: true).map(\.fileStem)
        let expected = WidgetAppearance.matrix(families: WidgetFamily.allCases).map(\.fileStem) + activity + control
        #expect(drawn.sorted() == expected.sorted())
        // Their tiles are labelled as people name the places, in groups of their own.
        #expect(page.contains("<h2>Live Activity</h2>") && page.contains("<h2>control</h2>"))
        #expect(page.contains("<figcaption>Dynamic Island compact · goal met</figcaption>"))
        #expect(page.contains("<figcaption>Lock Screen · 5 of 8 · reducedLuminance · dark</figcaption>"))
        #expect(page.contains("<figcaption>watch Smart Stack · 5 of 8</figcaption>"))
        #expect(page.contains("<figcaption>Control Center medium · on · dark</figcaption>"))
    }

    @Test func chosenFamiliesLeaveTheLiveActivityAndControlOut() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "systemSmall", "--modes", "fullColor", "-o", "out"],
                                         in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(!files.contains { $0.hasPrefix("activity-") || $0.hasPrefix("control-") }, "\(files)")
    }

    @Test func modesAndSchemesNarrowTheLiveActivityAsTheyNarrowTheWidget() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--modes", "reducedLuminance", "--schemes", "dark", "-o", "out"],
                                         in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        let activity = files.filter { $0.hasPrefix("activity-") }.sorted()
        // The Always-On Lock Screen (dark) and the wrist-down watch, for both content states; no other mode.
        #expect(activity == ["activity-0-lockScreen-reducedLuminance-dark.png", "activity-0-smartStack-reducedLuminance.png",
                             "activity-1-lockScreen-reducedLuminance-dark.png", "activity-1-smartStack-reducedLuminance.png"],
                "\(activity)")
    }
}
