import Graphics
import Layout
import Testing
@testable import Views

private func runs(_ text: Text) throws -> [(String, Font)] {
    try #require(try resolvedText(text)).runs.map { ($0.string, $0.font) }
}

@Suite struct InlineMarkdownTests {
    @Test func doubleStarsMakeBoldRuns() throws {
        let result = try runs(Text("Hit **10k** steps"))
        #expect(result.map(\.0) == ["Hit ", "10k", " steps"])
        #expect(result[1].1 == Font.body.bold())
        #expect(result[0].1 == .body)
    }

    @Test func singleStarAndUnderscoreMakeItalic() throws {
        #expect(try runs(Text("*a* _b_")).map { $0.1.isItalic } == [true, false, true])
    }

    @Test func interpolatedValueTakesTheStyleAroundIt() throws {
        let count = 7
        let result = try runs(Text("**\(count)** days"))
        #expect(result.map(\.0) == ["7", " days"])
        #expect(result[0].1 == Font.body.bold())
    }

    @Test func markersInInterpolatedValuesAreShownAsWritten() throws {
        let name = "**x**"
        #expect(try resolvedText(Text("Hi \(name)"))?.string == "Hi **x**")
    }

    @Test func unpairedOrSpacedMarkersStayText() throws {
        #expect(try resolvedText(Text("5 * 3 = 15"))?.string == "5 * 3 = 15")
        #expect(try resolvedText(Text("**open"))?.string == "**open")
    }

    @Test func underscoresInsideWordsStayText() throws {
        #expect(try resolvedText(Text("snake_case_name"))?.string == "snake_case_name")
    }

    @Test func backslashEscapesAMarker() throws {
        #expect(try resolvedText(Text("\\*literal\\*"))?.string == "*literal*")
    }

    @Test func strikeAndCodeSetTheirTraits() throws {
        let text = try #require(try resolvedText(Text("~~old~~ `new`")))
        #expect(text.runs.map(\.string) == ["old", " ", "new"])
        #expect(text.style(of: text.runs[0]).strikethrough != nil)
        #expect(text.runs[2].font.isMonospaced)
    }

    /// Regression (docs/limits.md): characters are appended to the current run in place; the
    /// append used to copy the whole run each time, so a 20 000-character text took 25 ms to parse.
    @Test func longLiteralBecomesOneRunPerStyle() {
        let plain = String(repeating: "lorem ipsum ", count: 1000) + "end"
        let result = InlineMarkdown.runs([.literal(plain + "**" + plain + "**" + plain)])
        #expect(result.map(\.string) == [plain, plain, plain])
        #expect(result.map { $0.attributes.weight != nil } == [false, true, false])
        let plainRuns = InlineMarkdown.runs([.literal(plain)])
        #expect(plainRuns.map(\.string) == [plain])
        #expect(plainRuns.first?.attributes.sameStyle(as: TextAttributes()) == true)
        #expect(InlineMarkdown.runs([.literal("")]).isEmpty)
    }

    @Test func verbatimAndStringTextIgnoreMarkdown() throws {
        let string = "**x**"
        #expect(try resolvedText(Text(verbatim: "**x**"))?.string == "**x**")
        #expect(try resolvedText(Text(string))?.string == "**x**")
    }
}
