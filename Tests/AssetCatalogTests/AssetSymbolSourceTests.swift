import Testing
@testable import AssetCatalog

/// GeneratedAssetSymbols.swift for a target's catalogs: every catalog, SwiftUI's own names skipped as
/// Xcode skips them, and Xcode's two settings that turn generation off.
struct AssetSymbolSourceTests {
    private func catalog(_ names: [String]) throws -> String {
        var files: [String: String] = [:]
        for name in names {
            files["\(name).colorset/Contents.json"] = CatalogFixture.colorSet(
                #"{ "components" : { "red" : "1", "green" : "0", "blue" : "0" } }"#)
        }
        return try CatalogFixture.make(files)
    }

    @Test func everyCatalogGetsSymbols() throws {
        let first = try catalog(["Brand"])
        let second = try catalog(["Ink"])
        defer { CatalogFixture.remove(first); CatalogFixture.remove(second) }
        let text = AssetSymbolSource.text(for: [try AssetCatalog(contentsOf: first), try AssetCatalog(contentsOf: second)],
                                          importing: "SwiftUI")
        #expect(text.contains("static let brand = ColorResource(name: \"Brand\")"))
        #expect(text.contains("static let ink = ColorResource(name: \"Ink\")"))
        #expect(text.contains("static var ink: Color { .init(ColorResource.ink) }"))
        #expect(text.contains("static let catalogPaths: [String] = ["))
    }

    @Test func swiftUIsOwnColourNamesAreSkippedWithXcodesWarning() throws {
        let root = try catalog(["SecondaryColor", "Separator", "Red"])
        defer { CatalogFixture.remove(root) }
        let text = AssetSymbolSource.text(for: [try AssetCatalog(contentsOf: root)], importing: "SwiftUI")
        // The resource stays; Color.secondary and Color.red are SwiftUI's.
        #expect(text.contains("static let secondary = ColorResource(name: \"SecondaryColor\")"))
        #expect(text.contains(#"#warning("The \"SecondaryColor\" color asset name resolves to a conflicting Color symbol \"secondary\". Try renaming the asset.")"#))
        #expect(!text.contains("static var secondary: Color"))
        #expect(!text.contains("static var red: Color"))
        // Not one of Color's statics: generated, named unambiguously.
        #expect(text.contains("static var separator: Color { .init(ColorResource.separator) }"))
    }

    @Test func extensionsCanBeTurnedOff() throws {
        let root = try catalog(["Brand"])
        defer { CatalogFixture.remove(root) }
        let text = AssetSymbolSource.text(for: [try AssetCatalog(contentsOf: root)], importing: "SwiftUI",
                                          options: AssetSymbolOptions(generatesExtensions: false))
        #expect(text.contains("static let brand = ColorResource(name: \"Brand\")"))
        #expect(!text.contains("extension Color {"))
        #expect(!text.contains("extension ShapeStyle"))
    }

    @Test func symbolsCanBeTurnedOff() throws {
        let root = try catalog(["Brand"])
        defer { CatalogFixture.remove(root) }
        let text = AssetSymbolSource.text(for: [try AssetCatalog(contentsOf: root)], importing: "SwiftUI",
                                          options: AssetSymbolOptions(generatesSymbols: false))
        #expect(!text.contains("ColorResource"))
        #expect(text.contains("catalogPaths"))
    }

    @Test func reservedNamesCoverSwiftUIsColorStatics() {
        for name in ["accentColor", "primary", "secondary", "red", "blue", "clear", "white", "black"] {
            #expect(AssetSymbolName.isReservedColorSymbol(name), "\(name)")
        }
        #expect(!AssetSymbolName.isReservedColorSymbol("separator"))
        #expect(!AssetSymbolName.isReservedColorSymbol("accent"))
    }
}
