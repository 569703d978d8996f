import Graphics
import Testing
import Views
@testable import Widgets

@Suite struct WidgetCanvasEnvironmentTests {
    @Test func environmentCarriesFamilyAndRenderingMode() throws {
        let environment = try WidgetCanvas(family: .systemLarge, mode: .accented).environment()
        #expect(environment.widgetFamily == .systemLarge)
        #expect(environment.widgetRenderingMode == .accented)
    }

    @Test func nightResolvesAsVibrant() throws {
        let environment = try WidgetCanvas(family: .systemSmall, mode: .night).environment()
        #expect(environment.widgetRenderingMode == .vibrant)
    }

    @Test func environmentCarriesTheContextMargins() throws {
        let environment = try WidgetCanvas(family: .systemSmall, mode: .night).environment()
        #expect(environment.widgetContentMargins == EdgeInsets(11))
    }

    @Test func reducedLuminanceSetsIsLuminanceReduced() throws {
        #expect(try WidgetCanvas(family: .systemSmall, mode: .reducedLuminance).environment().isLuminanceReduced)
        #expect(try !WidgetCanvas(family: .systemSmall, mode: .fullColor).environment().isLuminanceReduced)
    }

    @Test func vibrantForcesTheDarkScheme() throws {
        var light = EnvironmentValues.ios18
        light.colorScheme = .light
        let environment = try WidgetCanvas(family: .accessoryCircular, mode: .vibrant).environment(light)
        #expect(environment.colorScheme == .dark)
    }

    @Test func fullColorKeepsTheCallersScheme() throws {
        var light = EnvironmentValues.ios18
        light.colorScheme = .light
        #expect(try WidgetCanvas(family: .systemSmall).environment(light).colorScheme == .light)
    }

    @Test func watchFamiliesResolveDarkEvenInFullColor() throws {
        var light = EnvironmentValues.ios18
        light.colorScheme = .light
        let canvas = try WidgetCanvas(family: .accessoryRectangular, device: DeviceCatalog.defaultWatch)
        #expect(canvas.environment(light).colorScheme == .dark)
    }

    @Test func environmentCarriesTheDisplayScale() throws {
        #expect(try WidgetCanvas(family: .systemSmall, scale: 2).environment().displayScale == 2)
    }

    @Test func defaultsOutsideAWidgetAreSystemSmallFullColorWithBackground() {
        let environment = EnvironmentValues.ios18
        #expect(environment.widgetFamily == .systemSmall)
        #expect(environment.widgetRenderingMode == .fullColor)
        #expect(environment.showsWidgetContainerBackground)
        #expect(environment.widgetContentMargins == EdgeInsets(16))
    }
}
