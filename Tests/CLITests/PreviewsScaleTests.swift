import Foundation
import PNGCodec
import Testing
import TestSupport

/// `previews` at a team's scale: 300 previews in one run (contact sheet pages, an index of every render), and
/// the same run split into four shards and merged back, equal to the whole run. In the serialized suite of
/// PreviewsCommandTests: they share its runner build folder.
extension PreviewsCommandTests {
    /// A module of `count` `#Preview`s of one small widget, 30 to a file (`Previews<k>.swift`), plus the widget.
    static func manyPreviews(_ count: Int) -> [String: String] {
        var files: [String: String] = ["ManyWidget.swift": """
            import SwiftUI
            import WidgetKit

            struct ManyEntry: TimelineEntry {
                let date: Date
                let number: Int
            }

            struct ManyView: View {
                var entry: ManyEntry
                var body: some View {
                    Text("\\(entry.number)")
                        .font(.largeTitle)
                        .containerBackground(.white, for: .widget)
                }
            }

            struct ManyWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Many", provider: ManyProvider()) { ManyView(entry: $0) }
                        .supportedFamilies([.systemSmall])
                }
            }

            struct ManyProvider: TimelineProvider {
                func placeholder(in context: Context) -> ManyEntry { ManyEntry(date: Date(timeIntervalSince1970: 0), number: 0) }
                func getSnapshot(in context: Context, completion: @escaping (ManyEntry) -> Void) {
                    completion(placeholder(in: context))
                }
                func getTimeline(in context: Context, completion: @escaping (Timeline<ManyEntry>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }

            @main
            struct ManyBundle: WidgetBundle {
                var body: some Widget { ManyWidget() }
            }

            """]
        for file in 0..<((count + 29) / 30) {
            var text = "import SwiftUI\nimport WidgetKit\n\n"
            for number in (file * 30)..<min(count, file * 30 + 30) {
                text += "#Preview(\"P\(number)\", as: .systemSmall) {\n    ManyWidget()\n} timeline: {\n"
                    + "    ManyEntry(date: Date(timeIntervalSince1970: 0), number: \(number))\n}\n\n"
            }
            files["Previews\(file).swift"] = text
        }
        return files
    }

    @Test func threeHundredPreviewsCompleteWithPagedSheetsAndShardsMergeIntoTheSameFolder() throws {
        let folder = try sources(Self.manyPreviews(300))
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["previews", "Ext", "--module-name", "ManyExtension", "--build-path", Self.buildPath,
                    "--modes", "fullColor", "--schemes", "light"]
        let whole = try BuiltBinary.run(base + ["-o", "whole", "--junit", "whole.xml", "--timings"], in: folder)
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stderr.contains("timings: build check "), "\(whole.stderr)")
        #expect(whole.stderr.contains(", contact sheet and index "), "\(whole.stderr)")
        let out = folder.appendingPathComponent("whole")
        let listing = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let pages = listing.filter { $0.hasPrefix("contact-sheet") }
        #expect(pages.count >= 2, "\(pages)")
        #expect(listing.filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheet") }.count == 300, "\(listing.count) files")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<img ").count - 1 == 300)
        #expect(html.contains("300 previews · 300 renders · contact sheet: page "), "pages are listed")
        for page in pages {
            #expect(html.contains("href=\"\(page)\""))
            let image = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent(page).path)
            #expect(image.width * image.height <= 16 << 20)
        }
        #expect(try ScaleTests.parseJUnit(folder.appendingPathComponent("whole.xml")).cases.count == 300)

        // Four shards, then merged: the same renders, index, sheets and report as the whole run.
        var shardFolders: [String] = []
        var seen = Set<String>()
        for index in 1...4 {
            let name = "shard\(index)"
            let result = try BuiltBinary.run(base + ["--shard", "\(index)/4", "-o", name], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let renders = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)
                .filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheet") }
            #expect(renders.count >= 70 && renders.count <= 80, "shard \(index): \(renders.count) renders, balanced")
            #expect(seen.isDisjoint(with: renders))
            seen.formUnion(renders)
            shardFolders.append(name)
        }
        #expect(seen.count == 300)
        let merged = try BuiltBinary.run(["merge"] + shardFolders + ["-o", "merged", "--junit", "merged.xml"], in: folder)
        #expect(merged.status == 0, "\(merged.stderr)")
        for file in listing {
            let a = try Data(contentsOf: out.appendingPathComponent(file))
            let b = try Data(contentsOf: folder.appendingPathComponent("merged/" + file))
            #expect(a == b, "\(file) differs between the whole run and the merged shards")
        }
        let mergedListing = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("merged").path)
        #expect(mergedListing.sorted() == listing)
        #expect(try Data(contentsOf: folder.appendingPathComponent("merged.xml"))
                == Data(contentsOf: folder.appendingPathComponent("whole.xml")))
        // Shards that overlap are refused.
        let overlap = try BuiltBinary.run(["merge", "shard1", "shard1", "-o", "bad"], in: folder)
        #expect(overlap.status == 65)
        #expect(overlap.stderr.contains("the shards overlap"), "\(overlap.stderr)")
    }
}
