import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import WidgetIntents
import Widgets

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
    var name: String
}

struct TripActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            Text("\(context.state.minutes) min").activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("A") }
                if context.state.minutes > 5 {
                    DynamicIslandExpandedRegion(.bottom) { Text("B") }
                }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    func perform() async throws -> some IntentResult { .result() }
}

struct PingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Ping") {
            ControlWidgetButton(action: PingIntent()) { Label("Ping", systemImage: "bell") }
        }
        .displayName("Ping")
    }
}

struct TestBundle: WidgetBundle {
    var showsSleepy = false
    var body: some Widget {
        CountWidget()
        if showsSleepy {
            SleepyWidget()
        } else {
            TripActivity()
        }
        if #available(iOS 18.0, *) {
            PingControl()
        }
    }
}

@Suite struct WidgetBundleTests {
    @Test func aBundleListsItsWidgetsInOrderWithTheirConfigurations() {
        let declarations = WidgetHost.declarations(in: TestBundle())
        #expect(declarations.map(\.kind) == ["Count", "TripAttributes", "Ping"])
        #expect(declarations.map(\.configuration) == [.staticConfiguration, .activityConfiguration, .controlConfiguration])
        #expect(declarations.map(\.isRenderable) == [true, false, false])
        #expect(declarations[2].displayName == "Ping")
        var other = TestBundle()
        other.showsSleepy = true
        #expect(WidgetHost.declarations(in: other).map(\.kind) == ["Count", "Sleepy", "Ping"])
    }

    @Test func aKindMissingFromTheBundleIsAnErrorListingTheKinds() {
        do {
            _ = try WidgetHost.declaration(kind: "Weather", in: TestBundle())
            Issue.record("found")
        } catch {
            #expect("\(error)" == "no widget of kind \"Weather\" in the bundle; its kinds are Count, TripAttributes, Ping")
        }
    }

    @Test func liveActivitiesHaveNoPlaceholderButAreDrawnFromAStateInstead() throws {
        let activity = try WidgetHost.declaration(kind: "TripAttributes", in: TestBundle())
        #expect(activity.isActivity)
        do {
            _ = try makeHost().renderPlaceholder(activity, options: .init(family: .systemSmall))
            Issue.record("drawn")
        } catch {
            #expect("\(error)" == "widget \"TripAttributes\" is a Live Activity (ActivityConfiguration): it has no "
                + "timeline entries; draw it from attributes and a content state with renderActivity (docs/widgets.md, "
                + "\"Live Activities\")")
        }
    }

    @Test func aBundleDeclarationRendersLikeItsWidget() throws {
        let host = try makeHost()
        let declaration = try WidgetHost.declaration(kind: "Count", in: TestBundle())
        let entry = CountEntry(date: day(), count: 5)
        let options = WidgetRenderOptions(family: .systemSmall)
        #expect(try host.render(declaration, entry: entry, options: options).pixmap
            == (try host.render(CountWidget(), entry: entry, options: options)).pixmap)
    }

    @Test func summaryLinesNameKindConfigurationEntryAndFamilies() throws {
        let declarations = WidgetHost.declarations(in: TestBundle())
        #expect(WidgetHost.summary(of: declarations[0])
            == "Count  StaticConfiguration  CountEntry  systemSmall, systemMedium, accessoryCircular")
        #expect(WidgetHost.summary(of: declarations[1]) == "TripAttributes  ActivityConfiguration  (declared; not drawn yet)")
    }

    @Test func theDeclarationsAreReadWithoutAHostAndTheHostReadsTheSame() throws {
        let declared = WidgetDeclaration.declarations(in: TestBundle())
        #expect(declared.map(\.kind) == WidgetHost.declarations(in: TestBundle()).map(\.kind))
        #expect(declared.map { WidgetDeclaration.summary(of: $0) } == declared.map { WidgetHost.summary(of: $0) })
        #expect(try WidgetDeclaration.declaration(kind: "Ping", in: TestBundle()).configuration == .controlConfiguration)
        #expect(try WidgetDeclaration.declaration(of: CountWidget()).kind == WidgetHost.declaration(of: CountWidget()).kind)
        #expect(throws: WidgetHostError.self) { try WidgetDeclaration.declaration(of: TripActivity()) }
    }
}
