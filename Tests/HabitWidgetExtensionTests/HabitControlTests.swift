@testable import HabitWidgetExtension
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import WidgetSnapshotTesting
import Widgets

/// Xcode's control template (HabitWidgetExtensionControl) drawn where iOS draws controls.
@Suite struct HabitControlTests {
    @Test func timerControl() throws {
        assertControlSnapshots(of: HabitWidgetExtensionControl(), configuration: try goldens())
    }

    @Test func logHabitButton() throws {
        let configuration = try goldens()
        for presentation in ControlPresentation.allCases {
            assertControlSnapshot(of: LogHabitControl(), presentation: presentation, scheme: .dark,
                                  configuration: configuration)
        }
    }

    @Test func theControlIsListedWithItsNamesAndItsToggleReadsItsProvidersPreviewValue() throws {
        let declaration = try WidgetHost.declaration(kind: HabitWidgetExtensionControl.kind, in: HabitWidgetBundle())
        #expect(declaration.isControl && !declaration.isRenderable)
        #expect(declaration.displayName == "Timer")
        let preview = try WidgetHost.controlContent(of: declaration, state: nil)
        #expect(preview.kind == .toggle)
        #expect(preview.titleString == "Start Timer")
        #expect(!preview.isOn)   // previewValue is false
        #expect(preview.tint == nil)
        #expect(preview.actionName == "StartTimerIntent")
    }

    @Test func eachStateBuildsItsOwnValueLabel() throws {
        let declaration = try WidgetHost.declaration(ofControl: HabitWidgetExtensionControl())
        let on = try WidgetHost.controlContent(of: declaration, state: .on)
        let off = try WidgetHost.controlContent(of: declaration, state: .off)
        #expect(on.isOn && !off.isOn)
        let host = WidgetHost(resources: try goldens().resources)
        let onPixels = try host.renderControl(declaration, appearance: ControlAppearance(presentation: .controlCenterMedium,
                                                                                         state: .on)).pixmap
        let offPixels = try host.renderControl(declaration, appearance: ControlAppearance(presentation: .controlCenterMedium,
                                                                                          state: .off)).pixmap
        #expect(onPixels != offPixels)
    }

    @Test func theCurrentValueIsAskedWithinTheProviderTimeout() async throws {
        let declaration = try WidgetHost.declaration(ofControl: HabitWidgetExtensionControl())
        let host = WidgetHost(resources: try goldens().resources)
        let appearance = ControlAppearance(presentation: .controlCenterSmall)
        let current = try await host.renderCurrentControl(declaration, appearance: appearance).pixmap
        let on = try host.renderControl(declaration, appearance: ControlAppearance(presentation: .controlCenterSmall,
                                                                                   state: .on)).pixmap
        #expect(current == on)   // the template's currentValue() answers true
    }

    @Test func aStructValuedToggleDrawsEachStateWithTheValueLabelItsTemplateGivesForIt() throws {
        let declaration = try WidgetHost.declaration(ofControl: RunningTimerControl())
        let preview = try WidgetHost.controlContent(of: declaration, state: nil)
        #expect(!preview.isOn && preview.actionHintString == "Start")
        let on = try WidgetHost.controlContent(of: declaration, state: .on)
        #expect(on.isOn && on.actionHintString == "Stop", "the on state's own value label, not the preview's")
        let off = try WidgetHost.controlContent(of: declaration, state: .off)
        #expect(!off.isOn && off.actionHintString == "Start")
    }

    @Test func tintAndActionHintAreRead() throws {
        let declaration = try WidgetHost.declaration(ofControl: LogHabitControl())
        let content = try WidgetHost.controlContent(of: declaration, state: nil)
        #expect(content.kind == .button)
        #expect(content.tint == .orange)
        #expect(content.actionHintString == "Log")
        #expect(content.titleString == nil)
        #expect(content.inState(.on).isOn == false)   // a button has no on state
    }

    @Test func theSizesAreTheTable() {
        #expect(ControlPresentation.controlCenterSmall.size.width == 68 && ControlPresentation.controlCenterSmall.size.height == 68)
        #expect(ControlPresentation.controlCenterMedium.size.width == 152 && ControlPresentation.controlCenterMedium.size.height == 68)
        #expect(ControlPresentation.controlCenterLarge.size.width == 152 && ControlPresentation.controlCenterLarge.size.height == 152)
        #expect(ControlPresentation.lockScreen.size.width == 50 && ControlPresentation.lockScreen.size.height == 50)
        #expect(ControlPresentation.actionButton.size.width == 250 && ControlPresentation.actionButton.size.height == 44)
        #expect(ControlPresentation.controlCenterLarge.gridCells?.columns == 2)
        #expect(ControlPresentation.lockScreen.gridCells == nil)
    }

    @Test func theMatrixNamesEachStateAndSchemeOnlyWhereTheyChangeThePixels() {
        let toggle = ControlAppearance.matrix(isToggle: true).map(\.fileStem)
        #expect(toggle.prefix(4) == ["control-controlCenterSmall-off", "control-controlCenterSmall-off-dark",
                                     "control-controlCenterSmall-on", "control-controlCenterSmall-on-dark"])
        #expect(toggle.contains("control-lockScreen-on") && !toggle.contains("control-lockScreen-on-dark"))
        #expect(toggle.count == 3 * 4 + 2 * 2)
        let button = ControlAppearance.matrix(isToggle: false).map(\.fileStem)
        #expect(button.count == 3 * 2 + 2)
        #expect(button.first == "control-controlCenterSmall")
    }

    @Test func anAppIntentConfiguredControlReadsItsProviderForTheDefaultIntent() async throws {
        let declaration = try WidgetHost.declaration(ofControl: HabitDoneControl())
        #expect(declaration.configuration == .appIntentControlConfiguration)
        let preview = try WidgetHost.controlContent(of: declaration, state: nil)
        #expect(preview.isOn)   // previewValue(configuration:) is true
        #expect(preview.tint == .green)
        let host = WidgetHost(resources: try goldens().resources)
        let appearance = ControlAppearance(presentation: .controlCenterMedium)
        let current = try await host.renderCurrentControl(declaration, appearance: appearance).pixmap
        let on = try host.renderControl(declaration, appearance: ControlAppearance(presentation: .controlCenterMedium,
                                                                                   state: .on)).pixmap
        #expect(current == on)   // currentValue(configuration:) reads the intent's default habit, "Water"
    }

    @Test func habitDoneControl() throws {
        assertControlSnapshots(of: HabitDoneControl(), presentations: [.controlCenterMedium, .lockScreen],
                               configuration: try goldens())
    }

    @Test func timerControlIOS26() throws {
        assertControlSnapshots(of: HabitWidgetExtensionControl(), presentations: [.controlCenterSmall, .controlCenterMedium],
                               profiles: [.ios26], configuration: try goldens())
    }

    @Test func theIOS26ProfileIsNamedAndDrawnAsGlass() throws {
        let glass = ControlAppearance(presentation: .controlCenterSmall, state: .on, colorScheme: .dark, os: .ios26)
        #expect(glass.fileStem == "control-controlCenterSmall-on-dark-ios26")
        #expect(ControlAppearance(presentation: .lockScreen, os: .ios18).fileStem == "control-lockScreen")
        let declaration = try WidgetHost.declaration(ofControl: HabitWidgetExtensionControl())
        let host = WidgetHost(resources: try goldens().resources)
        var standard = glass
        standard.os = nil
        #expect(try host.renderControl(declaration, appearance: glass).pixmap
                != host.renderControl(declaration, appearance: standard).pixmap)
    }
}

/// Xcode 16's configurable control template: its value is a struct, so each state is the preview's template
/// switched, with the value label the toggle's closure gives for that state.
private struct RunningTimerControl: ControlWidget {
    struct Value { var isRunning: Bool }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectHabitIntent) -> Value { Value(isRunning: false) }
        func currentValue(configuration: SelectHabitIntent) async throws -> Value { Value(isRunning: true) }
    }

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "RunningTimer", provider: Provider()) { value in
            ControlWidgetToggle("Timer", isOn: value.isRunning, action: StartTimerIntent()) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer").controlWidgetActionHint(isRunning ? "Stop" : "Start")
            }
        }
    }
}
