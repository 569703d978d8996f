import Graphics
import Testing
@testable import Typography

private func engine() throws -> TextLayoutEngine { TextLayoutEngine(registry: try TestFonts.registry()) }

/// The ideal (single-line) width of `string` in `font`, unrounded: the sum of its line's advances.
private func idealWidth(_ string: String, _ font: Font = .body) throws -> Double {
    let layout = try engine().layout(string, font: font, proposedWidth: nil, displayScale: 1000)
    return try #require(layout.lines.first).width
}

@Test func singleLineHeightIsSFLineHeightRoundedUpToPixels() throws {
    let layout = try engine().layout("Hello", font: .body, proposedWidth: nil, displayScale: 3)
    #expect(layout.size.height == (1.19336 * 17 * 3).rounded(.up) / 3)
    #expect(layout.lines.count == 1)
}

@Test func firstBaselineIsSFAscender() throws {
    let layout = try engine().layout("Hello", font: .body, proposedWidth: nil, displayScale: 3)
    #expect(abs(layout.firstBaseline - 17 * 1950.0 / 2048.0) < 1e-9)
}

@Test func idealWidthIsTheLineWidthRoundedUpToPixels() throws {
    let layout = try engine().layout("Hello", font: .body, proposedWidth: nil, displayScale: 3)
    let line = try #require(layout.lines.first)
    #expect(layout.size.width == (line.width * 3 - 1e-9).rounded(.up) / 3)
    #expect(line.width > 30 && line.width < 45)
}

@Test func proposedWidthZeroReportsWidthZero() throws {
    let layout = try engine().layout("Hello world", font: .body, proposedWidth: 0, displayScale: 3)
    #expect(layout.size.width == 0)
}

@Test func proposingTheIdealWidthDoesNotWrap() throws {
    let ideal = try engine().layout("Weather today", font: .body, proposedWidth: nil, displayScale: 3)
    let again = try engine().layout("Weather today", font: .body, proposedWidth: ideal.size.width, displayScale: 3)
    #expect(again.lines.count == 1)
    #expect(again.size == ideal.size)
}

@Test func textWrapsAtSpacesToTheProposedWidth() throws {
    let width = try idealWidth("one two") + 1
    let layout = try engine().layout("one two three", font: .body, proposedWidth: width, displayScale: 3)
    #expect(layout.lines.map(\.text) == ["one two", "three"])
    #expect(layout.size.height == 2 * (1.19336 * 17 * 3).rounded(.up) / 3)
}

@Test func wrappedWidthIsTheWidestLine() throws {
    let width = try idealWidth("one two") + 10
    let layout = try engine().layout("one two three", font: .body, proposedWidth: width, displayScale: 3)
    let widest = try #require(layout.lines.map(\.width).max())
    #expect(layout.size.width == (widest * 3 - 1e-9).rounded(.up) / 3)
    #expect(layout.size.width < width)
}

@Test func explicitNewlineStartsANewLine() throws {
    let layout = try engine().layout("Rain\nat 6 pm", font: .body, proposedWidth: nil, displayScale: 3)
    #expect(layout.lines.map(\.text) == ["Rain", "at 6 pm"])
}

@Test func wordLongerThanTheLineBreaksBetweenCharacters() throws {
    let width = try idealWidth("Supercal")
    let layout = try engine().layout("Supercalifragilistic", font: .body, proposedWidth: width, displayScale: 3)
    #expect(layout.lines.first?.text == "Supercal")
    #expect(layout.lines.count == 3)
}

@Test func lineSpacingAddsBetweenLines() throws {
    let style = ParagraphStyle(lineSpacing: 5)
    let layout = try engine().layout([TextRun("a\nb\nc")], style: style, proposedWidth: nil, displayScale: 3)
    let line = (1.19336 * 17 * 3).rounded(.up) / 3
    #expect(layout.size.height == 3 * line + 10)
    #expect(abs(layout.lastBaseline - (2 * line + 10 + 17 * 1950.0 / 2048.0)) < 1e-9)
}

@Test func lineLimitOneTruncatesTheTail() throws {
    let width = try idealWidth("Partly cloudy")
    let layout = try engine().layout([TextRun("Partly cloudy all day")], style: ParagraphStyle(lineLimit: 1),
                                     proposedWidth: width, displayScale: 3)
    #expect(layout.lines.count == 1)
    let text = try #require(layout.lines.first?.text)
    #expect(text.hasPrefix("Partly cl"))
    #expect(text.hasSuffix("…"))
    #expect(layout.isTruncated)
    #expect(try #require(layout.lines.first).width <= width + 1e-6)
}

@Test func lineLimitOneTruncatesTheHead() throws {
    let width = try idealWidth("Partly cloudy")
    let style = ParagraphStyle(lineLimit: 1, truncationMode: .head)
    let layout = try engine().layout([TextRun("Partly cloudy all day")], style: style, proposedWidth: width, displayScale: 3)
    let text = try #require(layout.lines.first?.text)
    #expect(text.hasPrefix("…"))
    #expect(text.hasSuffix("all day"))
    #expect(try #require(layout.lines.first).width <= width + 1e-6)
}

@Test func lineLimitOneTruncatesTheMiddle() throws {
    let width = try idealWidth("Partly cloudy")
    let style = ParagraphStyle(lineLimit: 1, truncationMode: .middle)
    let layout = try engine().layout([TextRun("Partly cloudy all day")], style: style, proposedWidth: width, displayScale: 3)
    let text = try #require(layout.lines.first?.text)
    #expect(text.hasPrefix("Part"))
    #expect(text.contains("…"))
    #expect(text.hasSuffix("day"))
    #expect(try #require(layout.lines.first).width <= width + 1e-6)
}

@Test func lineLimitTwoTruncatesTheSecondLine() throws {
    let width = try idealWidth("one two") + 1
    let layout = try engine().layout([TextRun("one two three four five")], style: ParagraphStyle(lineLimit: 2),
                                     proposedWidth: width, displayScale: 3)
    #expect(layout.lines.count == 2)
    #expect(layout.lines[0].text == "one two")
    #expect(layout.lines[1].text.hasPrefix("three"))
    #expect(layout.lines[1].text.hasSuffix("…"))
}

@Test func proposedHeightLimitsTheLines() throws {
    let line = (1.19336 * 17 * 3).rounded(.up) / 3
    let width = try idealWidth("one two") + 1
    let layout = try engine().layout([TextRun("one two three four five")], proposedWidth: width,
                                     proposedHeight: 2 * line + 1, displayScale: 3)
    #expect(layout.lines.count == 2)
    #expect(layout.isTruncated)
    #expect(layout.size.height == 2 * line)
}

@Test func lineLimitOneCutsAtAnExplicitNewline() throws {
    let layout = try engine().layout([TextRun("Rain\nat 6 pm")], style: ParagraphStyle(lineLimit: 1),
                                     proposedWidth: nil, displayScale: 3)
    #expect(layout.lines.map(\.text) == ["Rain…"])
}

@Test func minimumScaleFactorShrinksTextToFit() throws {
    let ideal = try idealWidth("Temperature")
    let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
    let layout = try engine().layout([TextRun("Temperature")], style: style, proposedWidth: ideal * 0.8, displayScale: 3)
    #expect(!layout.isTruncated)
    #expect(layout.lines.first?.text == "Temperature")
    #expect(layout.scaleFactor < 0.81 && layout.scaleFactor > 0.7)
    #expect(layout.size.width <= ideal * 0.8)
}

@Test func minimumScaleFactorStopsAtItsFloorAndTruncates() throws {
    let ideal = try idealWidth("Temperature")
    let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
    let layout = try engine().layout([TextRun("Temperature")], style: style, proposedWidth: ideal * 0.3, displayScale: 3)
    #expect(layout.scaleFactor == 0.5)
    #expect(layout.isTruncated)
}

@Test func textThatFitsIsNotShrunk() throws {
    let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
    let layout = try engine().layout([TextRun("Hi")], style: style, proposedWidth: 200, displayScale: 3)
    #expect(layout.scaleFactor == 1)
}

@Test func centerAlignmentCentersShorterLines() throws {
    let width = try idealWidth("one two") + 1
    let layout = try engine().layout([TextRun("one two three")], style: ParagraphStyle(alignment: .center),
                                     proposedWidth: width, displayScale: 3)
    let second = layout.lines[1]
    #expect(abs(second.x - (layout.size.width - second.width) / 2) < 1e-9)
    #expect(layout.lines[0].x < second.x)
}

@Test func trailingAlignmentEndsLinesAtTheRightEdge() throws {
    let width = try idealWidth("one two") + 1
    let layout = try engine().layout([TextRun("one two three")], style: ParagraphStyle(alignment: .trailing),
                                     proposedWidth: width, displayScale: 3)
    for line in layout.lines { #expect(abs(line.x + line.width - layout.size.width) < 1e-9) }
}

@Test func emptyTextHasZeroSize() throws {
    let layout = try engine().layout("", font: .body, proposedWidth: nil, displayScale: 3)
    #expect(layout == .empty)
}

@Test func mixedRunsKeepTheirStyleIndices() throws {
    let runs = [TextRun("Rain ", font: .body, styleIndex: 0), TextRun("80%", font: .body.bold(), styleIndex: 1)]
    let layout = try engine().layout(runs, proposedWidth: nil, displayScale: 3)
    #expect(layout.glyphRuns.map(\.styleIndex) == [0, 1])
    #expect(layout.glyphRuns[0].face != layout.glyphRuns[1].face)
}

@Test func largerFontOnALineRaisesItsBaseline() throws {
    let runs = [TextRun("72", font: .largeTitle), TextRun("°F", font: .caption)]
    let layout = try engine().layout(runs, proposedWidth: nil, displayScale: 3)
    #expect(abs(layout.firstBaseline - 34 * 1950.0 / 2048.0) < 1e-9)
    #expect(layout.size.height == (1.19336 * 34 * 3).rounded(.up) / 3)
}

@Test func layoutReportsCharactersNoFontHas() throws {
    let layout = try engine().layout("कख ✔", font: .body, proposedWidth: nil, displayScale: 3)
    #expect(layout.missingCharacters == ["क", "ख"])
}

@Test func allowsTighteningSavesTextThatIsSlightlyTooWide() throws {
    let ideal = try idealWidth("Wednesday afternoon")
    let tight = ParagraphStyle(lineLimit: 1, allowsTightening: true)
    let layout = try engine().layout([TextRun("Wednesday afternoon")], style: tight, proposedWidth: ideal * 0.98, displayScale: 3)
    #expect(!layout.isTruncated)
    #expect(layout.scaleFactor == 1)
    #expect(try #require(layout.lines.first).width <= ideal * 0.98 + 1e-6)
}

@Test func withoutTighteningSlightlyTooWideTextTruncates() throws {
    let ideal = try idealWidth("Wednesday afternoon")
    let layout = try engine().layout([TextRun("Wednesday afternoon")], style: ParagraphStyle(lineLimit: 1),
                                     proposedWidth: ideal * 0.98, displayScale: 3)
    #expect(layout.isTruncated)
}

@Test func trailingSpacesAtTheEndOfTextWidenIt() throws {
    let plain = try engine().layout("Hi", font: .body, proposedWidth: nil, displayScale: 3)
    let padded = try engine().layout("Hi  ", font: .body, proposedWidth: nil, displayScale: 3)
    #expect(padded.size.width > plain.size.width + 4)
}

@Test func spacesWhereALineWrapsDoNotCount() throws {
    let width = try idealWidth("one two") + 1
    let layout = try engine().layout("one two   three", font: .body, proposedWidth: width, displayScale: 3)
    #expect(layout.lines.first?.text == "one two")
    #expect(abs(try #require(layout.lines.first).width - (try idealWidth("one two"))) < 1e-9)
}

@Test func nonFiniteAndNegativeFontSizesLayOutAsZeroSize() throws {
    for size in [Double.nan, -12, .infinity] {
        let layout = try engine().layout("Hello", font: .system(size: size), proposedWidth: nil, displayScale: 3)
        #expect(layout.size == .zero)
    }
}

@Test func hugeFontSizesAreClampedToTheLimit() throws {
    let layout = try engine().layout("Hi", font: .system(size: 1e12), proposedWidth: nil, displayScale: 1)
    #expect(layout.size.height == (SystemFontMetrics.lineHeight * FontRegistry.maximumPointSize).rounded(.up))
}

/// Regression: tail truncation of one very long line walked back from the paragraph's end
/// re-measuring the prefix at every step (quadratic); it now sums once and must cut where it did.
@Test func tailTruncationOfAVeryLongLineKeepsThePrefixThatFits() throws {
    let short = "Partly cloudy all day"
    let long = short + String(repeating: " and then some more clouds", count: 700)
    let width = try idealWidth("Partly cloudy")
    let style = ParagraphStyle(lineLimit: 1)
    let expected = try engine().layout([TextRun(short)], style: style, proposedWidth: width, displayScale: 3)
    let layout = try engine().layout([TextRun(long)], style: style, proposedWidth: width, displayScale: 3)
    #expect(layout.lines.count == 1)
    #expect(layout.lines.first?.text == expected.lines.first?.text)
    #expect(layout.lines.first?.width == expected.lines.first?.width)
}

/// The shaped-paragraph cache is bounded by grapheme clusters as well as paragraphs
/// (docs/limits.md): shaping past the bound starts the cache over, and layouts do not change.
@Test func shapedParagraphCacheStaysWithinItsGraphemeCapacity() throws {
    let fonts = try TestFonts.registry()
    let bounded = TextLayoutEngine(registry: fonts, cacheGraphemeCapacity: 1000)
    let unbounded = TextLayoutEngine(registry: fonts)
    for index in 0..<5 {
        let text = String(repeating: "word\(index) ", count: 70)  // 420 characters
        let layout = try bounded.layout(text, proposedWidth: 200, displayScale: 3)
        #expect(layout == (try unbounded.layout(text, proposedWidth: 200, displayScale: 3)))
        #expect(bounded.cacheOccupancy.graphemes <= 1000)
    }
    #expect(bounded.cacheOccupancy.paragraphs < 5)
    #expect(unbounded.cacheOccupancy.paragraphs == 5)
}

/// Finished layouts are cached per (runs, style, proposal, scale): a repeated request returns what a fresh
/// engine computes, different proposals or styles are different entries, and the cache stays within its bounds.
@Test func finishedLayoutCacheAnswersAsAFreshLayoutAndStaysBounded() throws {
    let fonts = try TestFonts.registry()
    let cached = TextLayoutEngine(registry: fonts)
    let fresh = TextLayoutEngine(registry: fonts, cacheCapacity: 0)
    let text = "Sphinx of black quartz, judge my vow — 8,412 steps"
    var centered = ParagraphStyle()
    centered.alignment = .center
    centered.lineLimit = 2
    let requests: [(ParagraphStyle, Double?, Double?, Double)] = [
        (ParagraphStyle(), nil, nil, 3), (ParagraphStyle(), 120, nil, 3), (ParagraphStyle(), 120, 20, 3),
        (centered, 120, nil, 3), (ParagraphStyle(), 120, nil, 2), (ParagraphStyle(), .infinity, nil, 3),
    ]
    for _ in 0..<2 {
        for (style, width, height, scale) in requests {
            let a = try cached.layout([TextRun(text, font: .body)], style: style, proposedWidth: width,
                                      proposedHeight: height, displayScale: scale)
            let b = try fresh.layout([TextRun(text, font: .body)], style: style, proposedWidth: width,
                                     proposedHeight: height, displayScale: scale)
            #expect(a == b)
        }
    }
    // ∞ and nil are the same normalized proposal: five entries for six requests.
    #expect(cached.layoutCacheOccupancy.layouts == 5)
    #expect(fresh.layoutCacheOccupancy.layouts == 0)

    let small = TextLayoutEngine(registry: fonts, cacheCapacity: 3, cacheGraphemeCapacity: 100)
    for index in 0..<8 {
        _ = try small.layout("line \(index) of some text", proposedWidth: 100, displayScale: 3)
        #expect(small.layoutCacheOccupancy.layouts <= 3)
        #expect(small.layoutCacheOccupancy.bytes <= 100)
    }
}
