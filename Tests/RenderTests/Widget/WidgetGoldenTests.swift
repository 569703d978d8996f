import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// Goldens of one colourful widget in every family × mode, light and dark for full colour
/// (Goldens/widgets/<family>-<mode>[-dark].png). Exact pixels.
@Suite struct WidgetGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var family: WidgetFamily
        var look: WidgetLook
        var description: String { "\(family)-\(look)" }
    }

    static let cases: [Case] = WidgetFamily.allCases.flatMap { family in
        WidgetLook.all.map { Case(family: family, look: $0) }
    }

    @Test(arguments: cases)
    func widgetMatchesItsGolden(_ c: Case) throws {
        let options = WidgetRenderOptions(family: c.family, mode: c.look.mode, colorScheme: c.look.scheme).ios18
        let pixmap = try WidgetRenderer().render(ColourfulTestWidget(), options: options,
                                                 resources: try TestResources.get())
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "widgets", name: c.description)
    }
}
