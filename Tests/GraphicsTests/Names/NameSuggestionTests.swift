import Graphics
import Testing

/// The program's one did-you-mean rule (NameSuggestion), used by option values, documents, symbols and assets.
@Suite struct NameSuggestionTests {
    @Test func correctsATypo() {
        #expect(NameSuggestion.nearest(to: "hedline", among: ["headline", "body"]) == "headline")
    }

    @Test func ignoresCaseHyphensUnderscoresAndSpaces() {
        #expect(NameSuggestion.nearest(to: "SYSTEM-small", among: ["systemMedium", "systemSmall"]) == "systemSmall")
        #expect(NameSuggestion.nearest(to: "full_color", among: ["fullColor", "accented"]) == "fullColor")
    }

    @Test func seesThroughLookAlikesAndInvisibleCharacters() {
        // Cyrillic а (U+0430) and a zero-width space: the key is plain ASCII.
        #expect(NameSuggestion.key("systemSm\u{430}\u{200B}ll") == NameSuggestion.key("systemsmall"))
        #expect(NameSuggestion.nearest(to: "d\u{430}rk", among: ["light", "dark"]) == "dark")
    }

    @Test func acceptsAtMostAThirdOfTheLengthOrTwoEdits() {
        #expect(NameSuggestion.nearest(to: "ab", among: ["xyz"]) == nil)          // 3 edits > 2
        #expect(NameSuggestion.nearest(to: "abc", among: ["xyz"]) == nil)
        #expect(NameSuggestion.nearest(to: "accessoryRectangle", among: ["accessoryRectangular"]) == "accessoryRectangular")
        #expect(NameSuggestion.nearest(to: "completely.unrelated.words", among: SymbolCatalog.names) == nil)
    }

    @Test func tiesGoToTheLongerCommonPrefixThenTheEarlierCandidate() {
        #expect(NameSuggestion.nearest(to: "cat", among: ["bat", "cab"]) == "cab")
        #expect(NameSuggestion.nearest(to: "cat", among: ["cab", "car"]) == "cab")
        #expect(NameSuggestion.nearest(to: "cat", among: ["car", "cab"]) == "car")
    }

    @Test func longNamesGetNoSuggestion() {
        let long = String(repeating: "a", count: NameSuggestion.lengthLimit + 1)
        #expect(NameSuggestion.nearest(to: long, among: [long]) == nil)
        #expect(NameSuggestion.nearest(to: "", among: [""]) == nil)
    }
}
