import Foundation
import Testing
@testable import AssetCatalog

/// Data sets (`Name.dataset`, read for UIKit's NSDataAsset): their files by idiom, type identifiers, the
/// confined and bounded read, and the catalog errors of a bad one.
struct AssetDataTests {
    private static let json = #"{ "data" : [ { "filename" : "team.json", "idiom" : "universal" } ] }"#

    @Test func dataSetIsReadByNameWithItsTypeIdentifier() throws {
        let root = try CatalogFixture.make([
            "Data/team.v1.dataset/Contents.json": #"""
                { "data" : [ { "filename" : "team.v1.json", "idiom" : "universal",
                               "universal-type-identifier" : "public.json" } ], "info" : { "version" : 1 } }
                """#,
            "Data/team.v1.dataset/team.v1.json": #"{"members": 3}"#,
        ])
        defer { CatalogFixture.remove(root) }
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.dataNames == ["team.v1"])
        let file = try #require(catalog.data(named: "team.v1")?.file)
        #expect(file.typeIdentifier == "public.json")
        #expect(String(decoding: try file.read(limit: 1 << 20), as: UTF8.self) == #"{"members": 3}"#)
        #expect(catalog.image(named: "team.v1") == nil && catalog.notes.isEmpty)
    }

    @Test func namespaceFolderPrefixesDataSetNames() throws {
        let root = try CatalogFixture.make([
            "stories/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
            "stories/metadata.dataset/Contents.json": Self.json,
            "stories/metadata.dataset/team.json": "{}",
        ])
        defer { CatalogFixture.remove(root) }
        #expect(try AssetCatalog(contentsOf: root).dataNames == ["stories/metadata"])
    }

    @Test func typeIdentifierWithoutOneInContentsComesFromTheExtension() {
        #expect(AssetData.typeIdentifier(ofFileNamed: "uk-sk-dictionary.json") == "public.json")
        #expect(AssetData.typeIdentifier(ofFileNamed: "win_music.MP3") == "public.mp3")
        #expect(AssetData.typeIdentifier(ofFileNamed: "blob") == "public.data")
        #expect(AssetData.typeIdentifier(ofFileNamed: "model.mlmodel") == "public.data")
    }

    @Test func iphoneFileIsPreferredAndOtherIdiomsAreLeftOut() throws {
        let root = try CatalogFixture.make([
            "Layout.dataset/Contents.json": #"""
                { "data" : [ { "filename" : "any.txt", "idiom" : "universal" },
                             { "filename" : "watch.txt", "idiom" : "watch" },
                             { "filename" : "phone.txt", "idiom" : "iphone" } ] }
                """#,
            "Layout.dataset/any.txt": "any", "Layout.dataset/watch.txt": "watch", "Layout.dataset/phone.txt": "phone",
        ])
        defer { CatalogFixture.remove(root) }
        let set = try #require(try AssetCatalog(contentsOf: root).data(named: "Layout"))
        #expect(set.files.count == 2)
        #expect(String(decoding: try #require(set.file).read(limit: 100), as: UTF8.self) == "phone")
    }

    @Test func fileLargerThanTheLimitIsRefusedNamingIt() throws {
        let root = try CatalogFixture.make(["Big.dataset/Contents.json": Self.json,
                                            "Big.dataset/team.json": String(repeating: "x", count: 100)])
        defer { CatalogFixture.remove(root) }
        let file = try #require(try AssetCatalog(contentsOf: root).data(named: "Big")?.file)
        #expect(throws: AssetCatalogError(path: "\(root)/Big.dataset/team.json",
                                          "larger than 64 bytes, the limit of one data asset (AssetCatalogLimits.maximumDataBytes)")) {
            try file.read(limit: 64)
        }
    }

    @Test func missingFileIsAnErrorAtItsJSONPath() throws {
        let root = try CatalogFixture.make(["Gone.dataset/Contents.json": Self.json])
        defer { CatalogFixture.remove(root) }
        #expect(throws: AssetCatalogError(path: "\(root)/Gone.dataset/Contents.json", jsonPath: "$.data[0].filename",
                                          "the file \(root)/Gone.dataset/team.json does not exist")) {
            try AssetCatalog(contentsOf: root)
        }
    }

    @Test func fileNameLeavingTheSetIsAnError() throws {
        let root = try CatalogFixture.make([
            "Escape.dataset/Contents.json": #"{ "data" : [ { "filename" : "../x.json", "idiom" : "universal" } ] }"#,
        ])
        defer { CatalogFixture.remove(root) }
        #expect(throws: AssetCatalogError(path: "\(root)/Escape.dataset/Contents.json", jsonPath: "$.data[0].filename",
                                          "\"../x.json\" is not a file name inside the data set")) {
            try AssetCatalog(contentsOf: root)
        }
    }

    @Test func linkOutOfTheCatalogIsRefusedWhenRead() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).json").path
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let root = try CatalogFixture.make(["Linked.dataset/Contents.json": Self.json])
        defer { CatalogFixture.remove(root) }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/Linked.dataset/team.json", withDestinationPath: outside)
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(contentsOf: root) }
    }

    @Test func twoDataSetsWithOneNameAreAnErrorButAnImageSetMayShareIt() throws {
        let shared = try CatalogFixture.make([
            "Logo.dataset/Contents.json": Self.json, "Logo.dataset/team.json": "{}",
            "Logo.imageset/Contents.json": #"{ "images" : [ ] }"#,
        ])
        defer { CatalogFixture.remove(shared) }
        #expect(try AssetCatalog(contentsOf: shared).data(named: "Logo") != nil)
        let twice = try CatalogFixture.make([
            "A/Contents.json": #"{ "properties" : { "provides-namespace" : false } }"#,
            "A/Logo.dataset/Contents.json": Self.json, "A/Logo.dataset/team.json": "{}",
            "Logo.dataset/Contents.json": Self.json, "Logo.dataset/team.json": "{}",
        ])
        defer { CatalogFixture.remove(twice) }
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(contentsOf: twice) }
    }

    @Test func laterCatalogsDataSetOfTheSameNameIsLeftOutWithANote() throws {
        let first = try CatalogFixture.make(["Team.dataset/Contents.json": Self.json, "Team.dataset/team.json": "1"])
        let second = try CatalogFixture.make(["Team.dataset/Contents.json": Self.json, "Team.dataset/team.json": "2"])
        defer { CatalogFixture.remove(first); CatalogFixture.remove(second) }
        let merged = try AssetCatalog(contentsOf: [first, second])
        let earlier = [first, second].sorted()[0]
        #expect(merged.data(named: "Team")?.file?.path == "\(earlier)/Team.dataset/team.json")
        #expect(merged.notes.count == 1 && merged.notes[0].hasPrefix("data set \"Team\" of "))
    }
}
