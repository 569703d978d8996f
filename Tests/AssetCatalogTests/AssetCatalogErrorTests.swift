import Testing
@testable import AssetCatalog

/// Every bad catalog is an error naming the file and (inside a Contents.json) the JSON path.
struct AssetCatalogErrorTests {
    private func error(_ files: [String: String], limits: AssetCatalogLimits = AssetCatalogLimits()) throws -> (AssetCatalogError, String) {
        let root = try CatalogFixture.make(files)
        defer { CatalogFixture.remove(root) }
        do {
            _ = try AssetCatalog(contentsOf: root, limits: limits)
        } catch {
            return (AssetCatalogError(path: String(error.path.dropFirst(root.count)), jsonPath: error.jsonPath, error.reason), root)
        }
        Issue.record("no error")
        return (AssetCatalogError(path: "", ""), root)
    }

    @Test func missingCatalogFolderIsAnError() {
        #expect(throws: AssetCatalogError(path: "/nonexistent/A.xcassets", "no such asset catalog folder")) {
            try AssetCatalog(contentsOf: "/nonexistent/A.xcassets")
        }
    }

    @Test func malformedJSONNamesTheFile() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": "{ \"colors\" : [ "])
        #expect(error.path == "/C.colorset/Contents.json" && error.jsonPath == nil)
        #expect(error.reason.hasPrefix("not valid JSON"))
    }

    @Test func colourSetWithoutContentsIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/readme.txt": "x"])
        #expect(error.description == "/C.colorset/Contents.json: missing (every colour and image set has one)")
    }

    @Test func colourSetWithoutColorsArrayIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": "{ \"info\" : { } }"])
        #expect(error.jsonPath == "$" && error.reason == "a colour set needs a \"colors\" array")
    }

    @Test func colorsOfTheWrongTypeNamesThePath() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": "{ \"colors\" : { } }"])
        #expect(error.jsonPath == "$.colors" && error.reason == "expected an array, found an object")
    }

    @Test func badComponentNamesItsPath() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "color-space" : "srgb", "components" : { "red" : "abc", "green" : "0", "blue" : "0" } }"#)])
        #expect(error.jsonPath == "$.colors[0].color.components.red")
        #expect(error.reason == "\"abc\" is not a colour component (write 0…1 as \"0.500\", 0–255 as \"128\", or hex as \"0x80\")")
    }

    @Test func integerComponentAbove255IsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "components" : { "red" : "256", "green" : "0", "blue" : "0" } }"#)])
        #expect(error.jsonPath == "$.colors[0].color.components.red")
    }

    @Test func hexComponentWithTooManyDigitsIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "components" : { "red" : "0x100", "green" : "0", "blue" : "0" } }"#)])
        #expect(error.jsonPath == "$.colors[0].color.components.red")
    }

    @Test func missingComponentIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "components" : { "red" : "0", "green" : "0" } }"#)])
        #expect(error.jsonPath == "$.colors[0].color.components" && error.reason == "the component \"blue\" is missing")
    }

    @Test func unknownColourSpaceIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "color-space" : "cmyk", "components" : { "red" : "0", "green" : "0", "blue" : "0" } }"#)])
        #expect(error.jsonPath == "$.colors[0].color.color-space" && error.reason.hasPrefix("unknown colour space \"cmyk\""))
    }

    @Test func variantWithoutColourIsAnEmptySlotNotAnError() throws {
        let root = try CatalogFixture.make(["C.colorset/Contents.json": #"{ "colors" : [ { "idiom" : "universal" } ] }"#])
        defer { CatalogFixture.remove(root) }
        #expect(try AssetCatalog(contentsOf: root).color(named: "C")?.isEmpty == true)
    }

    @Test func variantsForOtherIdiomsAreSkippedNotChecked() throws {
        let root = try CatalogFixture.make(["C.colorset/Contents.json": #"{ "colors" : [ { "idiom" : "mac" } ] }"#])
        defer { CatalogFixture.remove(root) }
        #expect(try AssetCatalog(contentsOf: root).color(named: "C")?.variants.isEmpty == true)
    }

    @Test func unknownLuminosityIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": #"{ "colors" : [ { "appearances" : [ { "appearance" : "luminosity", "value" : "dim" } ], "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } } } ] }"#])
        #expect(error.jsonPath == "$.colors[0].appearances[0]" && error.reason == "unknown luminosity \"dim\" (expected light or dark)")
    }

    @Test func unknownScaleIsAnError() throws {
        let (error, _) = try self.error(["I.imageset/a.png": "x",
                                         "I.imageset/Contents.json": #"{ "images" : [ { "filename" : "a.png", "scale" : "4x" } ] }"#])
        #expect(error.jsonPath == "$.images[0].scale" && error.reason == "unknown scale \"4x\" (expected 1x, 2x or 3x)")
    }

    @Test func missingImageFileIsAnError() throws {
        let (error, root) = try self.error(["I.imageset/Contents.json": #"{ "images" : [ { "filename" : "a.png" } ] }"#])
        #expect(error.jsonPath == "$.images[0].filename" && error.reason == "the file \(root)/I.imageset/a.png does not exist")
    }

    @Test func fileNameLeavingTheSetIsAnError() throws {
        let (error, _) = try self.error(["I.imageset/Contents.json": #"{ "images" : [ { "filename" : "../x.png" } ] }"#])
        #expect(error.jsonPath == "$.images[0].filename" && error.reason == "\"../x.png\" is not a file name inside the image set")
    }

    @Test func unknownTemplateIntentIsAnError() throws {
        let (error, _) = try self.error(["I.imageset/Contents.json": #"{ "images" : [ ], "properties" : { "template-rendering-intent" : "mask" } }"#])
        #expect(error.jsonPath == "$.properties.template-rendering-intent")
    }

    @Test func duplicateNamesAreAnError() throws {
        let set = CatalogFixture.colorSet(#"{ "components" : { "red" : "0", "green" : "0", "blue" : "0" } }"#)
        let (error, root) = try self.error(["A/C.colorset/Contents.json": set, "B/C.colorset/Contents.json": set])
        #expect(error.path == "/B/C.colorset" && error.reason == "the name \"C\" is already used by \(root)/A/C.colorset")
    }

    @Test func tooManyEntriesIsAnError() throws {
        let set = CatalogFixture.colorSet(#"{ "components" : { "red" : "0", "green" : "0", "blue" : "0" } }"#)
        let (error, _) = try self.error(["A.colorset/Contents.json": set, "B.colorset/Contents.json": set,
                                         "C.colorset/Contents.json": set], limits: AssetCatalogLimits(maximumEntries: 2))
        #expect(error.reason == "more than 2 entries")
    }

    @Test func tooDeepIsAnError() throws {
        let (error, _) = try self.error(["a/b/c/d/x.txt": ""], limits: AssetCatalogLimits(maximumDepth: 2))
        #expect(error.path == "/a/b/c" && error.reason == "folders nest deeper than 2 levels")
    }

    @Test func oversizedContentsIsAnError() throws {
        let (error, _) = try self.error(["C.colorset/Contents.json": String(repeating: " ", count: 100) + "{}"],
                                        limits: AssetCatalogLimits(maximumContentsBytes: 64))
        #expect(error.reason.contains("over the limit of 64"))
    }

    @Test func deeplyNestedJSONIsAnErrorNotACrash() throws {
        let nested = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let (error, _) = try self.error(["C.colorset/Contents.json": nested])
        #expect(error.path == "/C.colorset/Contents.json" && error.reason.hasPrefix("not valid JSON"))
    }

    @Test func namespaceFlagOfTheWrongTypeIsAnError() throws {
        let (error, _) = try self.error(["G/Contents.json": #"{ "properties" : { "provides-namespace" : "yes" } }"#])
        #expect(error.jsonPath == "$.properties.provides-namespace" && error.reason == #"expected true or false, found the string "yes""#)
    }
}
