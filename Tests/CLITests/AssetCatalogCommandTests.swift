import Foundation
import TestSupport
import Testing

/// `--assets PATH` and an `Assets.xcassets` beside the document: named images and colours from the catalog,
/// did-you-mean warnings (failures with --strict), and a bad catalog as an input error naming file and JSON path.
@Suite struct AssetCatalogCommandTests {
    static let fixture = repositoryRoot.appendingPathComponent("Tests/AssetCatalogTests/Fixtures/Widget.xcassets")

    /// A folder with `widget.json` holding `body`, and the fixture catalog as `Assets.xcassets` when `beside`.
    func folder(body: String, beside: Bool) throws -> URL {
        let folder = try BuiltBinary.temporaryFolder()
        let json = #"{"name": "assets", "families": ["systemSmall"], "body": \#(body)}"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("widget.json"))
        if beside {
            try FileManager.default.copyItem(at: Self.fixture, to: folder.appendingPathComponent("Assets.xcassets"))
        }
        return folder
    }

    static let body = #"{"VStack": [{"Image": "avatar"}, {"Color": {"asset": "BrandBlue"}}]}"#

    @Test func catalogBesideTheDocumentIsUsed() throws {
        let folder = try folder(body: Self.body, beside: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["widget.json", "--strict"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    }

    @Test func assetsOptionNamesTheCatalog() throws {
        let folder = try folder(body: Self.body, beside: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["widget.json", "--strict", "--assets", Self.fixture.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func missingNameWarnsWithDidYouMeanAndFailsWithStrict() throws {
        let folder = try folder(body: #"{"Color": {"asset": "BrandBlu"}}"#, beside: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warned = try BuiltBinary.run(["widget.json"], in: folder)
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("Color(\"BrandBlu\") is clear: no colour named \"BrandBlu\""), "\(warned.stderr)")
        #expect(warned.stderr.contains("did you mean \"BrandBlue\"?"), "\(warned.stderr)")
        let strict = try BuiltBinary.run(["widget.json", "--strict"], in: folder)
        #expect(strict.status != 0)
    }

    @Test func namedColourWithoutACatalogWarns() throws {
        let folder = try folder(body: #"{"Color": {"asset": "BrandBlue"}}"#, beside: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["widget.json"], in: folder)
        #expect(result.stderr.contains("no asset catalog is configured"), "\(result.stderr)")
    }

    @Test func badCatalogIsAnInputErrorNamingFileAndJSONPath() throws {
        let folder = try folder(body: Self.body, beside: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Bad.xcassets/C.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"color": {"color-space": "cmyk", "components": {}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let result = try BuiltBinary.run(["widget.json", "--assets", "Bad.xcassets"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("Bad.xcassets/C.colorset/Contents.json at $.colors[0].color"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Bad.xcassets", "widget.json"])
    }
}
