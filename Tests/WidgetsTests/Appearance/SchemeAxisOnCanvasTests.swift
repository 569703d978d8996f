import Testing
import Widgets

/// "Does the scheme change the pixels" asked of a canvas the caller made already gives the answer the
/// render matrix gives for the same family, mode and device.
@Suite struct SchemeAxisOnCanvasTests {
    @Test(arguments: WidgetFamily.allCases, WidgetMode.allCases)
    func aCanvasAnswersAsTheMatrixDoes(_ family: WidgetFamily, _ mode: WidgetMode) throws {
        let canvas = try WidgetCanvas(family: family, mode: mode)
        #expect(WidgetAppearance.isSchemeAnAxis(on: canvas)
                == WidgetAppearance.isSchemeAnAxis(family: family, mode: mode), "\(family) \(mode)")
    }

    @Test func vibrantAndTheWatchIgnoreTheScheme() throws {
        #expect(!WidgetAppearance.isSchemeAnAxis(on: try WidgetCanvas(family: .systemSmall, mode: .vibrant)))
        #expect(WidgetAppearance.isSchemeAnAxis(on: try WidgetCanvas(family: .systemSmall, mode: .fullColor)))
        let watch = try #require(DeviceCatalog.device(named: "watch-45mm"))
        #expect(!WidgetAppearance.isSchemeAnAxis(on: try WidgetCanvas(family: .accessoryCircular, device: watch)))
    }
}
