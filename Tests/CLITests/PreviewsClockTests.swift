import Foundation
import Testing
import TestSupport

/// The previews runner's wall clock is frozen at the render date: a preview whose entry is `.now`, one whose
/// entry is the default date written out, and one through a provider stepping from `Date()` give the same
/// PNG bytes, their bodies printing `Date()` in seconds included. In PreviewsCommandTests' suite: it builds
/// in the same runner folder, one test at a time.
extension PreviewsCommandTests {
    static let clockFixture = """
        import WidgetKit
        import SwiftUI

        struct ClockEntry: TimelineEntry { let date: Date }

        struct ClockProvider: TimelineProvider {
            func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> ()) { completion(ClockEntry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> ()) {
                completion(Timeline(entries: [ClockEntry(date: Date())], policy: .atEnd))
            }
        }

        struct ClockWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Clock", provider: ClockProvider()) { entry in
                    VStack {
                        Text(entry.date, style: .time)
                        Text("\\(Int(Date().timeIntervalSince1970))")
                    }
                    .containerBackground(.fill.tertiary, for: .widget)
                }
                .supportedFamilies([.systemSmall])
            }
        }

        #Preview("Now", as: .systemSmall) { ClockWidget() } timeline: { ClockEntry(date: .now) }
        #Preview("Fixed", as: .systemSmall) { ClockWidget() } timeline: { ClockEntry(date: Date(timeIntervalSince1970: 1_717_580_460)) }
        #Preview("Provider", as: .systemSmall, widget: { ClockWidget() }, timelineProvider: { ClockProvider() })

        @main
        struct ClockBundle: WidgetBundle {
            var body: some Widget { ClockWidget() }
        }

        """

    @Test func theRunnersClockIsFrozenAtTheDefaultRenderDate() throws {
        let folder = try sources(["ClockWidget.swift": Self.clockFixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "ClockExtension", "--build-path", Self.buildPath,
                                          "--modes", "fullColor", "--schemes", "light", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("cannot be frozen"), "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        func bytes(_ preview: String) throws -> Data {
            let name = try #require(files.first { $0.hasPrefix(preview + "-") }, "\(preview) in \(files)")
            return try Data(contentsOf: out.appendingPathComponent(name))
        }
        let fixed = try bytes("Fixed")
        #expect(try bytes("Now") == fixed, "`.now` in the timeline is the default date, 2024-06-05 09:41:00 UTC")
        #expect(try bytes("Provider") == fixed, "the provider's `Date()` and the body's are the default date")
    }
}
