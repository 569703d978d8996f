import Graphics
import Testing
@testable import AssetCatalog

/// Colour sets exactly as Xcode writes them: its templates' empty `AccentColor`, system-colour references,
/// and a target's several catalogs read as one.
struct XcodeColorSetTests {
    /// Xcode's widget-extension template, byte for byte.
    static let templateAccentColor = """
        {
          "colors" : [
            {
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    /// A reference as Xcode's colour-set inspector writes it.
    static func reference(_ name: String, platform: String = "ios", appearance: String? = nil) -> String {
        let appearances = appearance.map {
            #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "#
        } ?? ""
        return #"{ \#(appearances)"color" : { "platform" : "\#(platform)", "reference" : "\#(name)" }, "idiom" : "universal" }"#
    }

    @Test func templateAccentColorIsAnEmptySet() throws {
        let root = try CatalogFixture.make(["AccentColor.colorset/Contents.json": Self.templateAccentColor,
                                            "WidgetBackground.colorset/Contents.json": Self.templateAccentColor])
        defer { CatalogFixture.remove(root) }
        let catalog = try AssetCatalog(contentsOf: root)
        let accent = try #require(catalog.color(named: AssetCatalog.accentColorName))
        #expect(accent.isEmpty)
        #expect(accent.color(dark: false) == nil)
        #expect(catalog.color(named: AssetCatalog.widgetBackgroundColorName)?.isEmpty == true)
        #expect(catalog.notes.contains { $0.contains("colour set \"AccentColor\" has no colour") })
    }

    @Test func systemReferenceFollowsTheColourScheme() throws {
        let root = try CatalogFixture.make([
            "Tint.colorset/Contents.json": #"{ "colors" : [ \#(Self.reference("systemBlueColor")) ] }"#,
            "Ink.colorset/Contents.json": #"{ "colors" : [ \#(Self.reference("labelColor", platform: "universal")) ] }"#,
            "Back.colorset/Contents.json": #"{ "colors" : [ \#(Self.reference("systemBackgroundColor")) ] }"#,
            "Fixed.colorset/Contents.json": #"{ "colors" : [ \#(Self.reference("darkGrayColor")) ] }"#,
        ])
        defer { CatalogFixture.remove(root) }
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.color(named: "Tint")?.color(dark: false) == RGBAColor(r255: 0, 122, 255))
        #expect(catalog.color(named: "Tint")?.color(dark: true) == RGBAColor(r255: 10, 132, 255))
        #expect(catalog.color(named: "Ink")?.color(dark: false) == RGBAColor(white: 0))
        #expect(catalog.color(named: "Ink")?.color(dark: true) == RGBAColor(white: 1))
        #expect(catalog.color(named: "Back")?.color(dark: true) == RGBAColor(white: 0))
        #expect(catalog.color(named: "Fixed")?.color(dark: true) == RGBAColor(white: 1.0 / 3.0))
        #expect(catalog.color(named: "Tint")?.variants.first?.reference == "systemBlueColor")
    }

    /// UIKit's deprecated background names, which older colour sets still reference, draw their modern
    /// equivalent (systemGroupedBackground: 242,242,247 light, black dark).
    @Test(arguments: ["groupTableViewBackgroundColor", "viewFlipsideBackgroundColor",
                      "scrollViewTexturedBackgroundColor", "underPageBackgroundColor"])
    func deprecatedBackgroundReferenceDrawsItsModernEquivalent(_ name: String) throws {
        let root = try CatalogFixture.make(["Old.colorset/Contents.json":
                                                #"{ "colors" : [ \#(Self.reference(name)) ] }"#])
        defer { CatalogFixture.remove(root) }
        let old = try #require(try AssetCatalog(contentsOf: root).color(named: "Old"))
        #expect(old.color(dark: false) == RGBAColor(r255: 242, 242, 247))
        #expect(old.color(dark: true) == RGBAColor(white: 0))
    }

    @Test func referencePerAppearanceIsPickedByLuminosity() throws {
        let entries = [Self.reference("systemRedColor"), Self.reference("systemGreenColor", appearance: "dark")]
        let root = try CatalogFixture.make(["Status.colorset/Contents.json":
                                                #"{ "colors" : [ \#(entries.joined(separator: ", ")) ] }"#])
        defer { CatalogFixture.remove(root) }
        let status = try #require(try AssetCatalog(contentsOf: root).color(named: "Status"))
        #expect(status.color(dark: false) == RGBAColor(r255: 255, 59, 48))
        #expect(status.color(dark: true) == RGBAColor(r255: 48, 209, 88))
    }

    @Test func macOSOnlyReferenceIsLeftOut() throws {
        let root = try CatalogFixture.make(["Mac.colorset/Contents.json":
                                                #"{ "colors" : [ \#(Self.reference("controlAccentColor", platform: "osx")) ] }"#])
        defer { CatalogFixture.remove(root) }
        #expect(try AssetCatalog(contentsOf: root).color(named: "Mac")?.isEmpty == true)
    }

    @Test func unknownReferenceNamesThePlaceAndTheNearestName() throws {
        let root = try CatalogFixture.make(["Bad.colorset/Contents.json":
                                                #"{ "colors" : [ \#(Self.reference("systemBluColor")) ] }"#])
        defer { CatalogFixture.remove(root) }
        #expect {
            _ = try AssetCatalog(contentsOf: root)
        } throws: { error in
            guard let error = error as? AssetCatalogError else { return false }
            return error.jsonPath == "$.colors[0].color.reference"
                && error.reason == #"unknown system colour "systemBluColor"; did you mean "systemBlueColor"?"#
        }
    }

    @Test func severalCatalogsAreReadAsOne() throws {
        let first = try CatalogFixture.make(["A.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "components" : { "red" : "1", "green" : "0", "blue" : "0" } }"#)])
        let second = try CatalogFixture.make(["B.colorset/Contents.json": CatalogFixture.colorSet(
            #"{ "components" : { "red" : "0", "green" : "0", "blue" : "1" } }"#),
                                              "A.colorset/Contents.json": Self.templateAccentColor])
        defer { CatalogFixture.remove(first); CatalogFixture.remove(second) }
        let catalog = try AssetCatalog(contentsOf: [second, first])
        #expect(catalog.colorNames == ["A", "B"])
        // The first in path order keeps a shared name.
        let keeper = min(first, second)
        #expect(catalog.color(named: "A")?.isEmpty == (keeper == second))
        #expect(catalog.notes.contains { $0.contains("colour set \"A\"") && $0.contains("left out") })
    }
}
