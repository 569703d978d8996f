import Foundation
import Testing
import TestSupport
import Views

/// `previews` renders every ControlWidget linked into the runner beside the widget previews, each with its
/// contact-sheet thumbnail, and `--check` measures them and a Live Activity preview's render as it measures widgets.
/// In PreviewsCommandTests' suite: it builds in the same runner folder.
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

    /// A Live Activity whose Lock Screen line is white: unreadable on the light Lock Screen's platter.
    static let tripActivity = """
        import SwiftUI
        import WidgetKit

        struct TripAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
            var name: String
        }

        struct TripActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TripAttributes.self) { context in
                    Text("ETA \\(context.state.minutes) min").font(.headline).foregroundStyle(.white)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { Text("ETA") }
                    } compactLeading: { Text("ETA") } compactTrailing: { Text("5") } minimal: { Text("5") }
                }
            }
        }

        #Preview("Trip", as: .content, using: TripAttributes(name: "SFO")) {
            TripActivity()
        } contentStates: {
            TripAttributes.ContentState(minutes: 5)
        }

        """

    @Test func controlsAreRenderedOnTheContactSheetBesideThePreviews() throws {
        let folder = try sources(["WordWidget.swift": Self.wordWidget("Lamp"), "LampControl.swift": Self.lampControl,
                                  "TripActivity.swift": Self.tripActivity])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "LampExtension", "--build-path", Self.buildPath,
                                          "--modes", "fullColor", "--schemes", "light", "--check", "-o", "out"],
                                         in: folder)
        // Findings: exit 1.
        #expect(result.status == 1, "\(result.stderr)")
        // --check measures the widget's render, the control's five and the Live Activity's Lock Screen (one content
        // state, full colour, light), and the summary counts the places among them.
        #expect(result.stderr.contains("(legibility check of 7 renders, 6 of them Live Activity and control renders)"),
                "\(result.stderr)")
        // The activity's white line on the light Lock Screen is found, named by its place, not by widget axes.
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Trip, TripActivity.swift:") && $0.contains(
            ": activity Lock Screen · content state 0: Text \"ETA 5 min\" low contrast, ") }, "\(result.output)")
        #expect(!lines.contains { $0.contains("entry 0: activity") || $0.contains("entry 0: control") }, "\(result.output)")
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

    /// `--os` reaches every kind of preview: the widget's, the control's and the Live Activity's renders are drawn in
    /// that release and named with it (`-ios26` where it is not the standard profile).
    @Test func anOSReachesTheWidgetControlAndLiveActivityPreviews() throws {
        let folder = try sources(["WordWidget.swift": Self.wordWidget("Lamp"), "LampControl.swift": Self.lampControl,
                                  "TripActivity.swift": Self.tripActivity])
        defer { try? FileManager.default.removeItem(at: folder) }
        let other: OSProfile = OSProfile.standard == .ios18 ? .ios26 : .ios18
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "LampExtension", "--build-path", Self.buildPath,
                                          "--modes", "fullColor", "--schemes", "light", "--os", other.rawValue,
                                          "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? [])
            .filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }
        #expect(names.contains { $0.hasPrefix("Trip-") }, "the Live Activity's render: \(names.sorted())")
        #expect(names.contains { $0.hasPrefix("LampControl-control-") }, "\(names.sorted())")
        #expect(names.allSatisfy { $0.hasSuffix("-\(other).png") }, "every render named with \(other): \(names.sorted())")
    }
}
