import Render
import Testing
import Views
import WidgetApp
import WidgetIntents
import Widgets

// WidgetKit's control, Live Activity and watch spellings: accepted, and inert where nothing draws them.
@Suite struct WidgetKitSpellingTests {
    @Test func controlTemplatesTakeATint() {
        let button = ControlWidgetButton(action: RecordingIntent()) { Text("Record") }.tint(.orange)
        #expect(button.tint == .orange)
        #expect(button.content.actionName == "RecordingIntent")
        #expect(ControlWidgetButton(action: RecordingIntent()) { Text("Record") }.tint(nil).tint == nil)
    }

    @Test func activityFamilyDefaultsToTheLockScreensAndCanBeSet() {
        var environment = EnvironmentValues.ios18
        #expect(environment.activityFamily == .medium)
        #expect(environment.supportedActivityFamilies == [.medium])
        environment.activityFamily = .small
        #expect(environment.activityFamily == .small)
    }

    @Test func inertModifiersDrawTheirContentUnchanged() throws {
        let host = try makeHost()
        func pixels(_ view: some View) throws -> [UInt8] {
            try host.renderer.render(view.containerBackground(Color.white, for: .widget),
                                     options: WidgetRenderOptions(family: .systemSmall), resources: host.resources).straightRGBA()
        }
        let plain = try pixels(Text("Hi"))
        #expect(try pixels(Text("Hi").widgetCurvesContent()) == plain)
        #expect(try pixels(Text("Hi").controlWidgetActionHint("Ping")) == plain)
        #expect(try pixels(Text("Hi").controlWidgetActionHint(Text("Ping"))) == plain)
    }
}
