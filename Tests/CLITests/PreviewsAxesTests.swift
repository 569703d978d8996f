import Foundation
import PNGCodec
import Testing
import TestSupport

/// `previews` with `render`'s axes, its warnings, `--strict`, `--check`, and selection by label. In the
/// serialized suite of PreviewsCommandTests: they share its runner build folder.
extension PreviewsCommandTests {
    /// A widget drawing an SF Symbol the catalogue lacks (a real iOS 16 symbol) and a time relative to "now",
    /// with a named preview (line 26) and an unnamed one (line 32).
    static let stepsFixture = """
        import SwiftUI
        import WidgetKit

        struct StepsEntry: TimelineEntry {
            let date: Date
        }

        struct StepsView: View {
            var entry: StepsEntry
            var body: some View {
                VStack {
                    Image(systemName: "shoeprints.fill")
                    Text(Date(timeIntervalSince1970: 0), style: .relative)
                }
                .containerBackground(.white, for: .widget)
            }
        }

        struct StepsWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Steps", provider: StepsProvider()) { StepsView(entry: $0) }
                    .supportedFamilies([.systemSmall])
            }
        }

        #Preview("Steps", as: .systemSmall) {
            StepsWidget()
        } timeline: {
            StepsEntry(date: Date(timeIntervalSince1970: 0))
        }

        #Preview(as: .systemSmall) {
            StepsWidget()
        } timeline: {
            StepsEntry(date: Date(timeIntervalSince1970: 0))
        }

        struct StepsProvider: TimelineProvider {
            func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(timeIntervalSince1970: 0)) }
            func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        @main
        struct StepsBundle: WidgetBundle {
            var body: some Widget { StepsWidget() }
        }

        """

    /// A view preview in a widget family (a PreviewProvider child): its "now" is the render's date.
    static let datedFixture = """
        import SwiftUI
        import WidgetKit

        struct DatedPreviews: PreviewProvider {
            static var previews: some View {
                Text(Date(timeIntervalSince1970: 0), style: .relative)
                    .containerBackground(.white, for: .widget)
                    .previewContext(WidgetPreviewContext(family: .systemSmall))
                    .previewDisplayName("Dated")
            }
        }

        """

    func runSteps(_ extra: [String], in folder: URL) throws -> RunResult {
        try BuiltBinary.run(["previews", "Ext", "--module-name", "StepsExtension", "--build-path", Self.buildPath,
                             "--modes", "fullColor", "--schemes", "light"] + extra, in: folder)
    }

    /// The unnamed preview singled out by its label, rendered along render's axes; the unknown symbol
    /// printed once with the preview's file:line; --strict fails on it.
    @Test func axesLabelsAndWarnings() throws {
        let folder = try sources(["StepsWidget.swift": Self.stepsFixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runSteps(["--filter", "StepsWidget.swift:32", "--dynamic-type-sizes", "AX5", "--locale", "ar_EG",
                                   "--context", "standBy", "--date", "2025-01-01T00:00:00Z", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(files.filter { $0.hasSuffix(".png") }.sorted() == [
            "StepsWidget-swift_32-0-systemSmall-fullColor-AX5-ar_EG.png",
            "StepsWidget-swift_32-0-systemSmall-fullColor-standBy.png", "contact-sheet.png",
        ], "\(files)")
        // Printed by default, once, naming the symbol and the preview.
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("shoeprints.fill") && result.stderr.contains("StepsWidget.swift:32"), "\(result.stderr)")
        #expect(result.stderr.contains("1 warning in 1 render"), "\(result.stderr)")

        let strict = try runSteps(["--filter", "Steps", "--strict", "-o", "strict"], in: folder)
        #expect(strict.status == 4, "\(strict.stderr)")
        #expect(strict.stderr.contains("Steps, StepsWidget.swift:26") && strict.stderr.contains("StepsWidget.swift:32"),
                "both previews named on the one warning line: \(strict.stderr)")
    }

    /// --date is the render's "now": a relative time differs between two dates and not between two runs.
    @Test func theDateIsTheRendersNow() throws {
        let folder = try sources(["StepsWidget.swift": Self.stepsFixture, "DatedPreviews.swift": Self.datedFixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        func pixels(_ date: String, _ output: String) throws -> [UInt8] {
            let result = try runSteps(["--filter", "Dated", "--date", date, "-o", output], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            return try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(
                "\(output)/Dated-systemSmall-fullColor.png").path).rgba
        }
        let first = try pixels("2025-01-01T00:00:00Z", "a")
        #expect(try pixels("2025-01-01T00:00:00Z", "b") == first)
        #expect(try pixels("2030-06-01T00:00:00Z", "c") != first)
    }

    /// A filter that matches nothing lists what exists, with the closest.
    @Test func aFilterThatMatchesNothingListsThePreviews() throws {
        let folder = try sources(["StepsWidget.swift": Self.stepsFixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runSteps(["--filter", "StepsWidget.swift:33", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("did you mean StepsWidget.swift:32?"), "\(result.stderr)")
        #expect(result.stderr.contains("Steps (StepsWidget.swift:26)"), "\(result.stderr)")
    }

    /// --check runs the legibility check on every render; `check FOLDER` names that command.
    @Test func checkRunsOnEveryPreviewAndCheckFolderNamesIt() throws {
        let folder = try sources(["StepsWidget.swift": Self.stepsFixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runSteps(["--filter", "Steps", "--check", "-o", "out"], in: folder)
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        #expect(result.stderr.contains("legibility check of 2 renders"), "\(result.stderr)")
        let check = try BuiltBinary.run(["check", "Ext"], in: folder)
        #expect(check.status == 64, "\(check.stderr)")
        #expect(check.stderr.contains("widgetrender previews Ext --check"), "\(check.stderr)")
    }
}
