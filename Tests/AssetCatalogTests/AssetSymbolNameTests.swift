import Testing
@testable import AssetCatalog

/// Xcode's generated identifiers, from GeneratedAssetSymbols.swift files Xcode wrote.
struct AssetSymbolNameTests {
    @Test func colourSuffixIsDropped() {
        #expect(AssetSymbolName.identifier(for: "AccentColor", kind: .color) == "accent")
        #expect(AssetSymbolName.identifier(for: "tabbarBackgroundColor", kind: .color) == "tabbarBackground")
    }

    @Test func imageSuffixIsDroppedOnlyFromImages() {
        #expect(AssetSymbolName.identifier(for: "HeaderImage", kind: .image) == "header")
        #expect(AssetSymbolName.identifier(for: "HeaderImage", kind: .color) == "headerImage")
    }

    @Test func suffixAloneIsKept() {
        #expect(AssetSymbolName.identifier(for: "Color", kind: .color) == "color")
    }

    @Test func firstLetterIsLowered() {
        #expect(AssetSymbolName.identifier(for: "BrandBlue", kind: .color) == "brandBlue")
    }

    @Test func separatorsStartNewWords() {
        #expect(AssetSymbolName.identifier(for: "ic_login", kind: .image) == "icLogin")
        #expect(AssetSymbolName.identifier(for: "Chevron Left", kind: .image) == "chevronLeft")
        #expect(AssetSymbolName.identifier(for: "color_000000", kind: .color) == "color000000")
    }

    @Test func lettersAndDigitsAreSeparateWords() {
        #expect(AssetSymbolName.identifier(for: "0b3b21ff27", kind: .image) == "_0B3B21Ff27")
    }

    @Test func leadingDigitGetsAnUnderscore() {
        #expect(AssetSymbolName.identifier(for: "1", kind: .image) == "_1")
    }

    @Test func leadingCapitalRunIsLowered() {
        #expect(AssetSymbolName.identifier(for: "URLIcon", kind: .image) == "urlIcon")
        #expect(AssetSymbolName.identifier(for: "URL", kind: .image) == "url")
    }

    @Test func namespaceSlashIsAWordBreak() {
        #expect(AssetSymbolName.identifier(for: "Icons/badge", kind: .image) == "iconsBadge")
    }

    @Test func keywordIsBackTicked() {
        #expect(AssetSymbolName.identifier(for: "Default", kind: .color) == "`default`")
    }

    @Test func nameWithoutLettersOrDigitsHasNoIdentifier() {
        #expect(AssetSymbolName.identifier(for: "--", kind: .image) == nil)
    }

    @Test func collidingNamesAreLeftOutWithAComment() throws {
        let root = try CatalogFixture.make([
            "Brand Blue.colorset/Contents.json": CatalogFixture.colorSet(#"{ "components" : { "red" : "0", "green" : "0", "blue" : "0" } }"#),
            "BrandBlue.colorset/Contents.json": CatalogFixture.colorSet(#"{ "components" : { "red" : "0", "green" : "0", "blue" : "0" } }"#),
        ])
        defer { CatalogFixture.remove(root) }
        let text = AssetSymbolSource.text(for: try AssetCatalog(contentsOf: root), importing: "Views")
        #expect(text.contains("static let brandBlue = ColorResource(name: \"Brand Blue\")"))
        #expect(text.contains("// Not generated: \"BrandBlue\" would also be `brandBlue`."))
    }

    @Test func stringLiteralsAreEscaped() {
        #expect(AssetSymbolSource.literal(#"a"b\c"#) == #""a\"b\\c""#)
    }
}
