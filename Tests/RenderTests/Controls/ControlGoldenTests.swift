import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// Goldens of the controls: every button and toggle style in every mode, light and
/// dark for full colour (Goldens/controls/<widget>-<family>-<mode>[-dark].png). Exact pixels.
@Suite struct ControlGoldenTests {
    enum Fixture: String, CaseIterable, Sendable {
        case buttons, toggles, states, sizes, lockScreen, privacy

        func render(_ options: WidgetRenderOptions) throws -> Pixmap {
            let renderer = WidgetRenderer(), resources = try TestResources.get()
            switch self {
            case .buttons: return try renderer.render(ButtonStylesWidget(), options: options, resources: resources)
            case .toggles: return try renderer.render(ToggleStylesWidget(), options: options, resources: resources)
            case .states: return try renderer.render(ControlStatesWidget(), options: options, resources: resources)
            case .sizes: return try renderer.render(ControlSizesWidget(), options: options, resources: resources)
            case .lockScreen:
                return try renderer.render(LockScreenControlsWidget(), options: options, resources: resources)
            case .privacy: return try renderer.render(PrivacyWidget(), options: options, resources: resources)
            }
        }

        /// The families the fixture is drawn in.
        var families: [WidgetFamily] {
            switch self {
            case .buttons: [.systemMedium]
            case .toggles, .states: [.systemSmall]
            case .sizes: [.systemLarge]
            case .lockScreen: [.accessoryRectangular, .accessoryCircular]
            case .privacy: [.systemSmall]
            }
        }
    }

    struct Case: CustomStringConvertible, Sendable {
        var fixture: Fixture
        var family: WidgetFamily
        var mode: WidgetMode
        var scheme: ColorScheme
        var description: String { "\(fixture)-\(family)-\(mode)\(scheme == .dark ? "-dark" : "")" }
    }

    static let cases: [Case] = Fixture.allCases.flatMap { fixture in
        fixture.families.flatMap { family in
            WidgetMode.allCases.flatMap { mode -> [Case] in
                mode == .fullColor
                    ? [Case(fixture: fixture, family: family, mode: mode, scheme: .light),
                       Case(fixture: fixture, family: family, mode: mode, scheme: .dark)]
                    : [Case(fixture: fixture, family: family, mode: mode, scheme: .light)]
            }
        }
    }

    @Test(arguments: cases)
    func controlsMatchTheirGolden(_ c: Case) throws {
        let options = WidgetRenderOptions(family: c.family, mode: c.mode, colorScheme: c.scheme).ios18
        let pixmap = try c.fixture.render(options)
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "controls", name: c.description)
    }
}
