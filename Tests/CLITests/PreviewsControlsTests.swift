import Foundation
import Testing
import TestSupport

/// `previews` renders every ControlWidget linked into the runner beside the widget previews, each with its
/// contact-sheet thumbnail. In PreviewsCommandTests' suite: it builds in the same runner folder.
extension PreviewsCommandTests {
    static let lampControl = """
        import AppIntents
        import SwiftUI
        import WidgetKit

        struct LampControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "Lamp") {
                    ControlWidgetButton(action: LampIntent()) {
                        Label("Lamp", systemImage: "lightbulb")
                    }
                }
            }
        }

        struct LampIntent: AppIntent {
            static let title: LocalizedStringResource = "Lamp"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    @Test func controlsAreRenderedOnTheContactSheetBesideThePreviews() throws {
        let folder = try sources(["WordWidget.swift": Self.wordWidget("Lamp"), "LampControl.swift": Self.lampControl])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "LampExtension", "--build-path", Self.buildPath,
                                          "--modes", "fullColor", "--schemes", "light", "--check", "-o", "out"],
                                         in: folder)
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        // --check measures the widget's render; the control's are drawn, not measured, and the summary says so.
        #expect(result.stderr.contains("(legibility check of 1 render; 5 Live Activity and control renders not measured)"),
                "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        let controls = names.filter { $0.hasPrefix("LampControl-control-") && $0.hasSuffix(".png") }
        #expect(controls.contains("LampControl-control-controlCenterSmall.png"), "\(names.sorted())")
        #expect(controls.count >= 4, "every presentation of a button: \(names.sorted())")
        #expect(names.contains("contact-sheet.png") && names.contains("index.html"), "\(names.sorted())")
        // Each tile is labelled with its place, as people name it, not with the widget axes a control lacks.
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Control Center small") && html.contains("Action button"), "\(html)")
        #expect(html.contains("<small>control · "), "the group's heading names a control: \(html)")
        #expect(!html.contains("all modes"), "\(html)")
    }
}
