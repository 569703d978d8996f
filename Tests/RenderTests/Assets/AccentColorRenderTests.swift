import AssetCatalog
import Graphics
import PortableFoundation
import Raster
import Render
import Testing
import Views

/// `Color.accentColor` and the default `.tint` come from the catalog's `AccentColor` set (Xcode's global
/// accent colour), as `render --assets`, `previews` and the snapshot assertions draw them; system blue
/// without one, or when the set is Xcode's empty template.
@Suite struct AccentColorRenderTests {
    /// A catalog with one `AccentColor` set of `contents`.
    func catalog(accentColor contents: String) throws -> (AssetCatalog, String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("accent-\(UUID().uuidString).xcassets").path
        try FileManager.default.createDirectory(atPath: root + "/AccentColor.colorset", withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: root + "/AccentColor.colorset/Contents.json"))
        return (try AssetCatalog(contentsOf: root), root)
    }

    /// The middle pixel of a 30×30 pt view at scale 1, drawn with `catalog`.
    func centre<V: View>(_ view: V, catalog: AssetCatalog?, scheme: ColorScheme = .light) throws -> PremultipliedRGBA8 {
        let resources = try RenderResources.bundled(assetCatalog: catalog)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 30, height: 30), scale: 1, colorScheme: scheme,
                                               environment: .ios18, resources: resources)
        return pixmap.pixel(x: 15, y: 15)
    }

    static let green = #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0x1E", "green" : "0xA8", "blue" : "0x3B", "alpha" : "1.000" } } }, { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "0x4C", "green" : "0xD9", "blue" : "0x5E", "alpha" : "1.000" } } } ] }"#

    @Test func accentColorIsTheCatalogsAccentColorSet() throws {
        let (catalog, root) = try catalog(accentColor: Self.green)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let light = try centre(Color.accentColor, catalog: catalog)
        #expect([light.r, light.g, light.b] == [0x1E, 0xA8, 0x3B])
        let dark = try centre(Color.accentColor, catalog: catalog, scheme: .dark)
        #expect([dark.r, dark.g, dark.b] == [0x4C, 0xD9, 0x5E])
    }

    @Test func defaultTintIsTheAccentColor() throws {
        let (catalog, root) = try catalog(accentColor: Self.green)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tint = try centre(Rectangle().fill(.tint), catalog: catalog)
        #expect([tint.r, tint.g, tint.b] == [0x1E, 0xA8, 0x3B])
        // An explicit tint still wins.
        let red = try centre(Rectangle().fill(.tint).tint(.red), catalog: catalog)
        #expect([red.r, red.g, red.b] == [255, 59, 48])
    }

    @Test func templatesEmptyAccentColorIsSystemBlue() throws {
        let (catalog, root) = try catalog(accentColor: #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try ViewRenderer().rendering(Color.accentColor, size: Size(width: 30, height: 30), scale: 1,
                                                  colorScheme: .light, environment: .ios18, resources: try RenderResources.bundled(assetCatalog: catalog))
        let pixel = output.pixmap.pixel(x: 15, y: 15)
        #expect([pixel.r, pixel.g, pixel.b] == [0, 122, 255])
        #expect(output.warnings.isEmpty, "the accent colour is never a missing name: \(output.warnings)")
    }

    @Test func withoutCatalogTheAccentIsSystemBlue() throws {
        let pixel = try centre(Color.accentColor, catalog: nil)
        #expect([pixel.r, pixel.g, pixel.b] == [0, 122, 255])
    }

    @Test func emptySetNamedByCodeIsClearWithAWarning() throws {
        let (catalog, root) = try catalog(accentColor: #"{ "colors" : [ { "idiom" : "universal" } ] }"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try ViewRenderer().rendering(Color("AccentColor"), size: Size(width: 30, height: 30), scale: 1,
                                                  colorScheme: .light, environment: .ios18, resources: try RenderResources.bundled(assetCatalog: catalog))
        #expect(output.pixmap.pixel(x: 15, y: 15).a == 0)
        #expect(output.warnings.map(\.description).contains { $0.contains("has no colour") }, "\(output.warnings)")
    }
}
