// Issue-32 table, the widget rows: intents, SiriKit, Live Activities, Dynamic Island, controls and their
// preview macros, in a file importing what Apple's extension files import (`os.log` a submodule).
import ActivityKit
import AppIntents
import Intents
import os.log
import SwiftUI
import WidgetKit

private let log = Logger(subsystem: "com.example.emoji", category: "fixture")

struct HeroAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var level: Int }
    var name: String
}

struct HeroActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HeroAttributes.self) { context in
            HeroLockScreenView(level: context.state.level)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.name) }
                DynamicIslandExpandedRegion(.bottom) { Text("Level \(context.state.level)") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("\(context.state.level)")
            } minimal: {
                Text("\(context.state.level)")
            }
            .contentMargins(.trailing, 8, for: .expanded)
            .contentMargins(.all, 4, for: .compact)
        }
    }
}

struct HeroLockScreenView: View {
    @Environment(\.activityFamily) var activityFamily
    let level: Int
    var body: some View {
        Text(activityFamily == .small ? "\(level)" : "Level \(level)")
            .widgetCurvesContent()
    }
}

struct HeroPreviews: PreviewProvider {
    static var previews: some View {
        HeroAttributes(name: "Tiger").previewContext(HeroAttributes.ContentState(level: 3), viewKind: .content)
        HeroAttributes(name: "Tiger").previewContext(.init(level: 3), viewKind: .dynamicIsland(.compact))
    }
}

#Preview("Notification", as: .content, using: HeroAttributes(name: "Tiger")) {
    HeroActivityWidget()
} contentStates: {
    HeroAttributes.ContentState(level: 1)
    HeroAttributes.ContentState(level: 2)
}

struct ToggleTimerIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Toggle Timer"
    static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
    @Parameter(title: "Running") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct StartTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Timer"
    func perform() async throws -> some IntentResult { .result() }
}

struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.timer") {
            ControlWidgetToggle("Timer", isOn: false, action: ToggleTimerIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "timer")
                    .controlWidgetActionHint(isOn ? "Stop" : "Start")
            }
            .tint(.orange)
        }
    }
}

struct StartControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.start") {
            ControlWidgetButton(action: StartTimerIntent()) {
                Label("Start", systemImage: "play")
                    .controlWidgetActionHint(Text("Start"))
            }
            .tint(.green)
        }
    }
}

struct PlayIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult { .result() }
}

struct PauseActivityIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause"
    func perform() async throws -> some IntentResult { .result() }
}

struct HeroNames: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Tiger", "Fox"] }
}

struct SelectHeroIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "SelectHeroIntent"
    static var title: LocalizedStringResource = "Select Hero"
    @Parameter(title: "Hero", optionsProvider: HeroNames()) var hero: String?
}

final class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any { self }

    func options() -> INObjectCollection<INObject> {
        INObjectCollection(items: [INObject(identifier: "tiger", display: "Tiger")])
    }
}

func logLevel(_ level: Int) { log.info("level \(level)") }

struct OpenHeroIntent: OpensIntent {
    static var title: LocalizedStringResource = "Open Hero"
    func perform() async throws -> some IntentResult { .result() }
}

/// The bundle's body written out, as some extensions do.
func bundleBody() -> some Widget { WidgetBundleBuilder.buildBlock(ShapesWidget(), HeroActivityWidget()) }
