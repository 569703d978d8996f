// `minimumScaleFactor` when nothing is cut but the text overflows its proposal: one cluster wider than the
// width, or one line taller than the height (a one-emoji avatar `Text` at 500 pt in a 50-pt frame).
import Graphics
import Testing
@testable import Typography

private func engine() throws -> TextLayoutEngine { TextLayoutEngine(registry: try TestFonts.registry()) }

@Test func aLoneGlyphWiderThanTheProposalShrinks() throws {
    let style = ParagraphStyle(minimumScaleFactor: 0.01)
    let layout = try engine().layout("A", font: .system(size: 500), style: style,
                                     proposedWidth: 50, proposedHeight: 50, displayScale: 3)
    #expect(layout.scaleFactor < 0.2 && layout.scaleFactor > 0.05)
    #expect(layout.size.width <= 50 && layout.size.height <= 50)
    #expect(!layout.isTruncated)
}

@Test func aLineTallerThanTheProposalShrinks() throws {
    let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.1)
    let layout = try engine().layout("Hi", font: .system(size: 100), style: style,
                                     proposedWidth: 400, proposedHeight: 30, displayScale: 3)
    #expect(layout.scaleFactor < 0.3)
    #expect(layout.size.height <= 30)
}

@Test func withoutAScaleFactorAnOverflowingGlyphKeepsItsSize() throws {
    let layout = try engine().layout("A", font: .system(size: 500), proposedWidth: 50, proposedHeight: 50, displayScale: 3)
    #expect(layout.scaleFactor == 1)
    #expect(layout.size.height > 50)
}

@Test func atTheFloorAnOverflowingGlyphStaysAtTheFloor() throws {
    let style = ParagraphStyle(minimumScaleFactor: 0.5)
    let layout = try engine().layout("A", font: .system(size: 500), style: style,
                                     proposedWidth: 50, proposedHeight: 50, displayScale: 3)
    #expect(layout.scaleFactor == 0.5)
}
