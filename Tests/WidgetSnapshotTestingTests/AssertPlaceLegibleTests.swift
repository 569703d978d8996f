import Testing
import Views
import WidgetApp
import WidgetIntents
import Widgets
import WidgetSnapshotTesting

/// `assertActivityLegible` and `assertControlLegible`: the places check of a Live Activity's and a control's renders
/// as assertions, silent on what reads, one failure listing the findings (named by the place) on what does not.
@Suite struct AssertPlaceLegibleTests {
    struct TripAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
        var name: String
    }

    /// A Lock Screen line in `color` (nil: the default label colour) and an island of plain text.
    struct TripActivity: Widget {
        var color: Color?

        var body: some WidgetConfiguration {
            ActivityConfiguration(for: TripAttributes.self) { context in
                Text("ETA \(context.state.minutes) min").font(.headline).foregroundStyle(color ?? Color.primary)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Text("ETA \(context.state.minutes) min") }
                } compactLeading: { Text("ETA") } compactTrailing: { Text("\(context.state.minutes)") } minimal: {
                    Text("\(context.state.minutes)")
                }
            }
        }
    }

    struct LampIntent: AppIntent {
        static let title: LocalizedStringResource = "Lamp"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct LampControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "Lamp") {
                ControlWidgetButton(action: LampIntent()) { Label("Lamp", systemImage: "lightbulb") }
            }
        }
    }

    static let attributes = TripAttributes(name: "SFO")
    static let state = TripAttributes.ContentState(minutes: 5)

    @Test func theDefaultLabelColourReadsOnTheLockScreenAndNothingCollapsesAnywhere() {
        assertActivityLegible(of: TripActivity(), attributes: Self.attributes, state: Self.state,
                              presentations: [.lockScreen])
        // Every presentation, each in its modes, on its default device (the Smart Stack on the watch).
        assertActivityLegible(of: TripActivity(), attributes: Self.attributes, state: Self.state, kinds: [.collapsed])
    }

    @Test func whiteTextOnTheLightLockScreenFailsNamingThePlace() {
        withKnownIssue {
            assertActivityLegible(of: TripActivity(color: Color.white), attributes: Self.attributes, state: Self.state,
                                  presentations: [.lockScreen], schemes: [.light])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // Full colour, and the Always-On Lock Screen judged against it (low there too: not a collapse).
            return text.contains("2 legibility findings")
                && text.contains("activity Lock Screen · content state: Text \"ETA 5 min\" low contrast, ")
                && text.contains("activity Lock Screen · content state · reducedLuminance: Text \"ETA 5 min\" low contrast")
        }
    }

    @Test func aButtonsWhiteSymbolOnTheLightMaterialIsLowContrastAndNeverCollapses() {
        // The system's look [C]: the Control Center module's white symbol and title on its material over the
        // light backdrop (docs/legibility.md).
        withKnownIssue {
            assertControlLegible(of: LampControl(), presentations: [.controlCenterMedium], schemes: [.light])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("2 legibility findings")
                && text.contains("control Control Center medium: symbol \"lightbulb\" low contrast, 2.41:1 (needs 3.00:1)")
                && text.contains("control Control Center medium: Text \"Lamp\" low contrast, 3.28:1 (needs 4.50:1)")
        }
        // A control is drawn in its own colours, its own reference: nothing can collapse.
        assertControlLegible(of: LampControl(), kinds: [.collapsed])
    }
}
