import AssetCatalog
import Graphics
import PortableFoundation
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// Named images and colours from an asset catalog, through the whole pipeline: goldens of a widget drawn
/// from the fixture catalog in every look (Goldens/assets/<look>.png), and the behaviours behind them.
@Suite struct AssetCatalogRenderTests {
    static let catalogPath = repositoryRoot.appendingPathComponent("Tests/AssetCatalogTests/Fixtures/Widget.xcassets").path
    static let resources = Result { () throws -> RenderResources in
        try RenderResources.bundled(assetCatalog: try AssetCatalog(contentsOf: catalogPath))
    }

    func render<V: View>(_ view: V, look: WidgetLook? = nil, resources: RenderResources? = nil) throws -> WidgetRenderOutput {
        try WidgetRenderer().rendering(view, options: WidgetRenderOptions(family: .systemSmall, mode: look?.mode ?? .fullColor,
                                                                          colorScheme: look?.scheme ?? .light).ios18,
                                       resources: try resources ?? Self.resources.get())
    }

    @Test(arguments: WidgetLook.all)
    func assetWidgetMatchesItsGolden(_ look: WidgetLook) throws {
        let output = try render(AssetWidget(), look: look)
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width, height: output.pixmap.height,
                     suite: "assets", name: look.description)
    }

    /// The middle pixel of a 30×30 pt view at scale 3.
    func centre<V: View>(_ view: V, scheme: ColorScheme) throws -> PremultipliedRGBA8 {
        let pixmap = try ViewRenderer().render(view, size: Size(width: 30, height: 30), scale: 3, colorScheme: scheme,
                                               environment: .ios18, resources: try Self.resources.get())
        return pixmap.pixel(x: 45, y: 45)
    }

    @Test func namedColourFollowsTheColourScheme() throws {
        let light = try centre(Color("BrandBlue"), scheme: .light)
        let dark = try centre(Color("BrandBlue"), scheme: .dark)
        // Light: display-p3 (0.1, 0.45, 0.9) → sRGB (0, 0.458, 0.931) → (0, 117, 238); dark: sRGB (64, 160, 255).
        #expect((light.r, light.g, light.b) == (0, 117, 238))
        #expect((dark.r, dark.g, dark.b) == (64, 160, 255))
    }

    @Test func colourResourceIsTheSameColourAsItsName() throws {
        #expect(try centre(Color(.brandBlue), scheme: .dark) == centre(Color("BrandBlue"), scheme: .dark))
    }

    @Test func darkRenderDrawsTheDarkImageFile() throws {
        let view = Image(.avatar).resizable().frame(width: 30, height: 30)
        let light = try centre(view, scheme: .light)
        let dark = try centre(view, scheme: .dark)
        // The figure's colour at the centre: (255, 236, 204) in the light file, (210, 208, 255) in the dark one.
        #expect((light.r, light.g, light.b) == (255, 236, 204))
        #expect((dark.r, dark.g, dark.b) == (210, 208, 255))
    }

    @Test func scaleVariantMatchesTheDisplayScale() throws {
        let catalog = try AssetCatalog(contentsOf: Self.catalogPath)
        let services = RenderServices(resources: try Self.resources.get(), displayScale: 2)
        let info = try services.imageInfo(for: .named("avatar"), in: EnvironmentValues.ios18)
        #expect(info.pixelWidth == 80 && info.scale == 2 && info.pointSize == Size(width: 40, height: 40))
        #expect(catalog.image(named: "avatar")?.files.count == 4)
    }

    @Test func templateIntentTintsWithTheForegroundStyle() throws {
        let view = Image("Icons/badge").resizable().frame(width: 30, height: 30).foregroundStyle(.red)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 30, height: 30), scale: 3, colorScheme: .light,
                                               environment: .ios18, resources: try Self.resources.get())
        // On the ring (radius 0.39 of the side): red, not the file's dark grey (40, 40, 40).
        let ring = pixmap.pixel(x: 45, y: 45 - 35)
        #expect(ring.a == 255 && ring.r > 200 && ring.g < 80)
    }

    @Test func renderingModeOriginalOverridesTheTemplateIntent() throws {
        let view = Image("Icons/badge").renderingMode(.original).resizable().frame(width: 30, height: 30)
            .foregroundStyle(.red)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 30, height: 30), scale: 3, colorScheme: .light,
                                               environment: .ios18, resources: try Self.resources.get())
        let ring = pixmap.pixel(x: 45, y: 45 - 35)
        #expect((ring.r, ring.g, ring.b, ring.a) == (40, 40, 40, 255))
    }

    @Test func missingColourNameWarnsWithDidYouMean() throws {
        let output = try render(Color("BrandBlu"))
        #expect(output.warnings.map(\.kind) == [.unknownColorName])
        #expect(output.warnings.first?.message
                == "Color(\"BrandBlu\") is clear: no colour named \"BrandBlu\" in \(Self.catalogPath); did you mean \"BrandBlue\"?")
    }

    @Test func missingImageNameWarnsWithDidYouMean() throws {
        let output = try render(Image("avtar"))
        #expect(output.warnings.map(\.kind) == [.imageUnavailable])
        #expect(output.warnings.first?.message.hasSuffix("no image named \"avtar\" in \(Self.catalogPath); did you mean \"avatar\"?") == true)
    }

    @Test func namedColourWithoutACatalogWarns() throws {
        let output = try render(Color("BrandBlue"), resources: try TestResources.get())
        #expect(output.warnings.map(\.message) == ["Color(\"BrandBlue\") is clear: no asset catalog is configured "
                                                    + "(render: --assets PATH, or an Assets.xcassets beside the document; "
                                                    + "previews and snapshot tests: an *.xcassets in the extension's folder)"])
    }

    @Test func namedColourWithoutACatalogIsClear() throws {
        let pixmap = try ViewRenderer().render(Color("BrandBlue"), size: Size(width: 10, height: 10), scale: 1,
                                               colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(pixmap.pixel(x: 5, y: 5).a == 0)
    }

    /// SVG icons drawn by our raster at 3×: the template heart (arcs, an even-odd hole) tinted by a catalog
    /// colour, beside the original black triangle, in light and dark (Goldens/assets/svg-<scheme>.png).
    @Test(arguments: [ColorScheme.light, .dark])
    func svgIconsMatchTheirGolden(_ scheme: ColorScheme) throws {
        let view = HStack(spacing: 6) {
            Image("Icons/heart").foregroundStyle(Color("BrandBlue"))
            Image("Logo")
        }
        .padding(4)
        .background(Color("WidgetBackground"))
        let output = try ViewRenderer().rendering(view, size: Size(width: 48, height: 32), scale: 3, colorScheme: scheme,
                                                  environment: .ios18, resources: try Self.resources.get())
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width, height: output.pixmap.height,
                     suite: "assets", name: "svg-\(scheme)")
    }

    @Test func pdfImageSetIsDrawnWithoutWarnings() throws {
        let output = try render(Image("Document"))
        #expect(output.warnings.isEmpty, "\(output.warnings)")
    }

    @Test func svgIconIsDrawnAtTheDisplayScale() throws {
        // logo.svg: viewBox 0 0 10 10, the triangle M0 0 H10 V10 Z (upper right half), black.
        let services = RenderServices(resources: try Self.resources.get(), displayScale: 3)
        let info = try services.imageInfo(for: .named("Logo"), in: EnvironmentValues.ios18)
        #expect(info.pixelWidth == 30 && info.pixelHeight == 30 && info.pointSize == Size(width: 10, height: 10))
        let pixmap = try ViewRenderer().render(Image("Logo"), size: Size(width: 10, height: 10), scale: 3,
                                               colorScheme: .light, environment: .ios18, resources: try Self.resources.get())
        let inside = pixmap.pixel(x: 25, y: 4), outside = pixmap.pixel(x: 4, y: 25)
        #expect((inside.r, inside.g, inside.b, inside.a) == (0, 0, 0, 255))
        #expect(outside.a == 0)
    }

    @Test func eachMissingColourIsReportedOnce() throws {
        let output = try render(VStack { Color("Nope"); Color("Nope"); Color("Other") })
        #expect(output.warnings.map(\.kind) == [.unknownColorName, .unknownColorName])
    }
}
