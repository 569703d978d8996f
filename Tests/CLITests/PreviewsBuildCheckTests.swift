import Foundation
import Testing
import TestSupport

/// The build check skips `swift build` when no input of the runner changed since its last successful build, and
/// runs it again when a source changes, even to text of the same size. In PreviewsCommandTests' suite: it builds
/// in the same runner folder, one test at a time.
extension PreviewsCommandTests {
    /// A widget showing `word`, with one preview.
    static func wordWidget(_ word: String) -> String {
        """
        import SwiftUI
        import WidgetKit

        struct WordEntry: TimelineEntry { let date: Date }

        struct WordWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Word", provider: WordProvider()) { _ in
                    Text("\(word)").font(.largeTitle).containerBackground(.white, for: .widget)
                }
                .supportedFamilies([.systemSmall])
            }
        }

        struct WordProvider: TimelineProvider {
            func placeholder(in context: Context) -> WordEntry { WordEntry(date: Date(timeIntervalSince1970: 0)) }
            func getSnapshot(in context: Context, completion: @escaping (WordEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<WordEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        #Preview("Word", as: .systemSmall) { WordWidget() } timeline: { WordEntry(date: Date(timeIntervalSince1970: 0)) }

        @main
        struct WordBundle: WidgetBundle {
            var body: some Widget { WordWidget() }
        }

        """
    }

    @Test func anUnchangedExtensionSkipsSwiftBuildAndAChangedSourceIsBuilt() throws {
        let folder = try sources(["WordWidget.swift": Self.wordWidget("One")])
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ output: String) throws -> (stderr: String, png: Data) {
            let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "WordExtension", "--build-path", Self.buildPath,
                                              "--modes", "fullColor", "--schemes", "light", "--timings", "-o", output], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let out = folder.appendingPathComponent(output)
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path)
                .first { $0.hasPrefix("Word-") && $0.hasSuffix(".png") })
            return (result.stderr, try Data(contentsOf: out.appendingPathComponent(name)))
        }
        let skipped = "build check (no input changed, swift build skipped)"
        let first = try run("first")
        #expect(first.stderr.contains("timings: build check "), "\(first.stderr)")
        #expect(!first.stderr.contains(skipped), "the module is new to the runner: \(first.stderr)")
        let again = try run("again")
        #expect(again.stderr.contains("timings: " + skipped), "\(again.stderr)")
        #expect(again.png == first.png)
        // The same number of bytes, another word: only the file's times and content differ.
        try Self.wordWidget("Two").write(to: folder.appendingPathComponent("Ext/WordWidget.swift"), atomically: false, encoding: .utf8)
        let changed = try run("changed")
        #expect(!changed.stderr.contains(skipped), "\(changed.stderr)")
        #expect(changed.png != first.png, "the changed source was compiled")
        // A build plan older than WidgetRender's Package.swift (a runner folder planned before the manifest
        // changed) is dropped, so SwiftPM plans again and writes a new one.
        let plan = Self.sharedScratch + "/debug.yaml"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 86_400)], ofItemAtPath: plan)
        try Self.wordWidget("One").write(to: folder.appendingPathComponent("Ext/WordWidget.swift"), atomically: false, encoding: .utf8)
        let replanned = try run("replanned")
        #expect(replanned.png == first.png)
        let planned = try #require(try FileManager.default.attributesOfItem(atPath: plan)[.modificationDate] as? Date)
        #expect(planned.timeIntervalSince1970 > 86_400 * 2, "the old plan was replaced by a new one")
        let records = try FileManager.default.contentsOfDirectory(atPath: Self.sharedScratch)
            .filter { $0.hasPrefix("widgetrender-build-inputs-PreviewRunner_") }
        let texts = try records.map { try String(contentsOfFile: Self.sharedScratch + "/" + $0, encoding: .utf8) }
        #expect(texts.contains { $0.contains("/Sources/WordExtension/WordWidget.swift ") }, "the runner's record lists the source")
    }
}
