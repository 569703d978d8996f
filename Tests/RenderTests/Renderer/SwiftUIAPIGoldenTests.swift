import Graphics
import Render
import Testing
import TestSupport
import Views
import Widgets

/// Goldens of the SwiftUI API (Goldens/swiftui-api/), light and dark, each looked at.
struct SwiftUIAPIGoldenTests {
    let small = Size(width: 170, height: 170)
    let medium = Size(width: 364, height: 170)

    func expectGolden(_ view: some View, size: Size, scheme: ColorScheme, name: String) throws {
        let output = try ViewRenderer().rendering(view, size: size, scale: 3, colorScheme: scheme,
                                                  environment: .ios18, resources: try TestResources.get())
        #expect(output.resolved.warnings.isEmpty, "\(output.resolved.warnings)")
        let pixmap = output.pixmap
        TestSupport.expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                                 suite: "swiftui-api", name: scheme == .dark ? name + "-dark" : name)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func geometryBar(_ scheme: ColorScheme) throws {
        try expectGolden(GeometryBarWidget(), size: small, scheme: scheme, name: "geometry-bar")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func forecastGrid(_ scheme: ColorScheme) throws {
        try expectGolden(ForecastGridWidget(), size: small, scheme: scheme, name: "forecast-grid")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func materials(_ scheme: ColorScheme) throws {
        try expectGolden(MaterialsWidget(), size: medium, scheme: scheme, name: "materials")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func scrollAndLayers(_ scheme: ColorScheme) throws {
        try expectGolden(ScrollAndLayersWidget(), size: medium, scheme: scheme, name: "scroll-and-layers")
    }
}

extension SwiftUIAPIGoldenTests {
    func expectWidgetGolden(_ view: some View, scheme: ColorScheme, name: String) throws {
        let output = try WidgetRenderer().rendering(view, options: WidgetRenderOptions(family: .systemSmall,
                                                                                       colorScheme: scheme).ios18,
                                                    resources: try TestResources.get())
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        TestSupport.expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width,
                                 height: output.pixmap.height, suite: "swiftui-api",
                                 name: scheme == .dark ? name + "-dark" : name)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func parkingTimer(_ scheme: ColorScheme) throws {
        try expectWidgetGolden(ParkingTimerWidget(), scheme: scheme, name: "parking-timer")
    }
}
