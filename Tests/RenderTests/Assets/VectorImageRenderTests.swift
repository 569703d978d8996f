import AssetCatalog
import Graphics
import PortableFoundation
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// PDF image sets drawn as vectors at the render's scale, template PDFs tinted, and high-contrast colours,
/// from Tests/AssetCatalogTests/Fixtures/Xcode.xcassets (Goldens/assets/pdf-<scale>x.png).
@Suite struct VectorImageRenderTests {
    static let catalogPath = repositoryRoot.appendingPathComponent("Tests/AssetCatalogTests/Fixtures/Xcode.xcassets").path
    static let resources = Result { () throws -> RenderResources in
        try RenderResources.bundled(assetCatalog: try AssetCatalog(contentsOf: catalogPath))
    }

    /// The badge (rounded square, star, stroked ring, half-transparent bar, clipped corner, Form XObject)
    /// beside the template glyph tinted orange, at 2× and 3×: the edges are drawn at each scale, not scaled.
    @Test(arguments: [2.0, 3.0])
    func pdfIconsMatchTheirGolden(_ scale: Double) throws {
        let view = HStack(spacing: 4) {
            Image("Badge")
            Image(.glyph).foregroundStyle(.orange)
        }
        .padding(4)
        .background(Color.white)
        let output = try ViewRenderer().rendering(view, size: Size(width: 56, height: 32), scale: scale, colorScheme: .light,
                                                  environment: .ios18, resources: try Self.resources.get())
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width, height: output.pixmap.height,
                     suite: "assets", name: "pdf-\(Int(scale))x")
    }

    /// An SVG image set as design tools export it (a stroked circle, a rotated rounded bar, a stroked
    /// polyline with round caps and joins, a half-transparent ellipse) at 2× and 3×.
    @Test(arguments: [2.0, 3.0])
    func svgIconMatchesItsGolden(_ scale: Double) throws {
        let view = Image("Ring").padding(2).background(Color.white)
        let output = try ViewRenderer().rendering(view, size: Size(width: 28, height: 28), scale: scale, colorScheme: .light,
                                                  environment: .ios18, resources: try Self.resources.get())
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width, height: output.pixmap.height,
                     suite: "assets", name: "svg-ring-\(Int(scale))x")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func pdfIsDrawnAtTheDisplayScale(_ scale: Double) throws {
        let services = RenderServices(resources: try Self.resources.get(), displayScale: scale)
        let info = try services.imageInfo(for: .named("Badge"), in: EnvironmentValues.ios18)
        #expect(info.pixelWidth == Int(24 * scale) && info.pointSize == Size(width: 24, height: 24))
    }

    @Test func pdfEdgesAreSharpAtThreeX() throws {
        // The rounded square's straight left edge is at x = 0 exactly: at 3× column 0 is fully covered and
        // the column before the badge (the padding) is untouched white, with no blur between them.
        let view = Image("Badge").padding(1).background(Color.white)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 26, height: 26), scale: 3, colorScheme: .light,
                                               environment: .ios18, resources: try Self.resources.get())
        let inside = pixmap.pixel(x: 3, y: 39), outside = pixmap.pixel(x: 2, y: 39)
        #expect((inside.r, inside.g, inside.b) == (0, 122, 255))
        #expect((outside.r, outside.g, outside.b) == (255, 255, 255))
    }

    @Test func templatePDFIsTintedByTheForegroundStyle() throws {
        let view = Image("Glyph").foregroundStyle(.red)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 16, height: 16), scale: 2, colorScheme: .light,
                                               environment: .ios18, resources: try Self.resources.get())
        // The arrow's shaft (x 6…10, y 1…9 in PDF points; from the top 7…15) at its middle.
        let shaft = pixmap.pixel(x: 16, y: 22)
        #expect(shaft.a == 255 && shaft.r > 200 && shaft.g < 80)
    }

    @Test func increasedContrastPicksTheHighContrastVariant() throws {
        func centre(_ contrast: ColorSchemeContrast, _ scheme: ColorScheme) throws -> PremultipliedRGBA8 {
            let view = Color("Contrast").environment(\.colorSchemeContrast, contrast)
            return try ViewRenderer().render(view, size: Size(width: 4, height: 4), scale: 1, colorScheme: scheme,
                                             environment: .ios18, resources: try Self.resources.get()).pixel(x: 2, y: 2)
        }
        let standard = try centre(.standard, .light), increased = try centre(.increased, .light)
        let darkIncreased = try centre(.increased, .dark)
        #expect((standard.r, standard.g, standard.b) == (0, 122, 255))
        #expect((increased.r, increased.g, increased.b) == (0, 64, 221))
        #expect((darkIncreased.r, darkIncreased.g, darkIncreased.b) == (64, 156, 255))
    }

    /// Dot.imageset has a file per luminosity and contrast (red, green dark, blue high contrast, yellow dark high
    /// contrast): an image set's high-contrast file is drawn only when the render asks for increased contrast.
    @Test func increasedContrastPicksTheHighContrastImage() throws {
        func centre(_ contrast: ColorSchemeContrast, _ scheme: ColorScheme) throws -> [UInt8] {
            let view = Image("Dot").resizable().environment(\.colorSchemeContrast, contrast)
            let pixel = try ViewRenderer().render(view, size: Size(width: 4, height: 4), scale: 1, colorScheme: scheme,
                                                  environment: .ios18, resources: try Self.resources.get()).pixel(x: 2, y: 2)
            return [pixel.r, pixel.g, pixel.b]
        }
        #expect(try centre(.standard, .light) == [255, 0, 0])
        #expect(try centre(.standard, .dark) == [0, 255, 0])
        #expect(try centre(.increased, .light) == [0, 0, 255])
        #expect(try centre(.increased, .dark) == [255, 255, 0])
    }

    @Test func widgetRenderOptionsCarryTheContrast() throws {
        var options = WidgetRenderOptions(family: .systemSmall).ios18
        options.colorSchemeContrast = .increased
        let output = try WidgetRenderer().rendering(Color("Contrast"), options: options, resources: try Self.resources.get())
        let pixel = output.pixmap.pixel(x: output.pixmap.width / 2, y: output.pixmap.height / 2)
        #expect((pixel.r, pixel.g, pixel.b) == (0, 64, 221))
    }

    @Test func pdfOutOfScopeIsAWarningNamingTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(UUID().uuidString).xcassets").path
        try FileManager.default.createDirectory(atPath: "\(root)/Text.imageset", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(#"{ "images" : [ { "filename" : "text.pdf", "idiom" : "universal" } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: "\(root)/Text.imageset/Contents.json"))
        let pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] >> endobj\n"
            + "3 0 obj << /Type /Page /MediaBox [0 0 8 8] /Contents 4 0 R >> endobj\n"
            + "4 0 obj << /Length 18 >>\nstream\nBT (A) Tj ET      \nendstream endobj\ntrailer << /Root 1 0 R >>\n"
        try Data(pdf.utf8).write(to: URL(fileURLWithPath: "\(root)/Text.imageset/text.pdf"))
        let resources = try RenderResources.bundled(assetCatalog: try AssetCatalog(contentsOf: root))
        let output = try ViewRenderer().rendering(Image("Text"), size: Size(width: 8, height: 8), scale: 1, colorScheme: .light,
                                                  environment: .ios18, resources: resources)
        #expect(output.warnings.map(\.kind) == [.imageUnavailable])
        #expect(output.warnings.first?.message.contains(
            "text.pdf: the page draws text (operator BT); convert the text to outlines before exporting the PDF") == true)
    }
}

extension ImageResource {
    /// Xcode.xcassets' template PDF, as Xcode's generated symbols name it.
    static let glyph = ImageResource(name: "Glyph")
}

/// Custom symbols (`.symbolset`) drawn as template images sized like SF Symbols by the font around them.
@Suite struct CustomSymbolRenderTests {
    @Test func symbolIsSizedByTheFont() throws {
        let services = RenderServices(resources: try VectorImageRenderTests.resources.get(), displayScale: 3)
        var environment = EnvironmentValues.ios18
        environment.font = .system(size: 39)
        let info = try services.imageInfo(for: .named("custom.diamond"), in: environment)
        // The template draws the small masters: 76 units wide, 70.459 tall at 100 pt, shown at medium scale
        // (1 / 0.78 of small), so 39 pt makes 38 × 35.23 points.
        #expect(abs(info.pointSize.width - 38) < 0.34 && abs(info.pointSize.height - 35.23) < 0.34)
        #expect(info.preferredRenderingMode == .template)
        environment.imageScale = .small
        let small = try services.imageInfo(for: .named("custom.diamond"), in: environment)
        #expect(abs(small.pointSize.width - 29.64) < 0.34)
    }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .black])
    func symbolWeightsMatchTheirGolden(_ weight: Font.Weight) throws {
        let view = HStack(spacing: 2) {
            Image("custom.diamond")
            Text("Ag")
        }
        .font(.system(size: 20, weight: weight))
        .foregroundStyle(.purple)
        .padding(2)
        .background(Color.white)
        let output = try ViewRenderer().rendering(view, size: Size(width: 56, height: 30), scale: 3, colorScheme: .light,
                                                  environment: .ios18, resources: try VectorImageRenderTests.resources.get())
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        expectGolden(rgba: output.pixmap.straightRGBA(), width: output.pixmap.width, height: output.pixmap.height,
                     suite: "assets", name: "symbol-\(weight.rawValue)")
    }
}
