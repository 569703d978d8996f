import Graphics
import Layout
import Render
import Testing
import Typography
import Views

/// Symbols take their size and baseline from the font around them.
struct SymbolLayoutTests {
    @Test func symbolIsSizedByItsAlignmentRectangle() throws {
        let output = try renderSymbols(Image(systemName: "heart.fill").font(.title))
        let glyph = try #require(try symbolGlyph("heart.fill", font: .title))
        let node = try #require(output.nodes(named: "Image systemName").first)
        #expect(node.frame.size == glyph.alignmentRect.size)
    }

    @Test func symbolBesideTextSharesItsFirstBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Hxg")
            Image(systemName: "flame.fill")
        }.font(.title)
        let output = try renderSymbols(view)
        let resources = try TestResources.get()
        let text = try #require(output.nodes(named: "Text").first)
        let image = try #require(output.nodes(named: "Image systemName").first)
        let textBaseline = text.frame.minY
            + (try resources.textEngine.layout("Hxg", font: .title, proposedWidth: nil, displayScale: 3).firstBaseline)
        let glyph = try #require(try symbolGlyph("flame.fill", font: .title))
        #expect(abs(image.frame.minY - glyph.alignmentRect.minY - textBaseline) < 1e-9)
    }

    @Test func symbolSitsCentredOnTheCapHeight() throws {
        // A full-height symbol is centred on the middle of the cap height (SymbolMetrics).
        let glyph = try #require(try symbolGlyph("circle.fill", font: .body))
        let capHeight = Font.body.requestedPointSize * SystemFontMetrics.capHeight
        #expect(abs(glyph.alignmentRect.midY + capHeight / 2) < 1e-9)
    }

    @Test func fontOnTheImageScalesTheSymbol() throws {
        let small = try renderSymbols(Image(systemName: "star.fill").font(.system(size: 20)))
        let large = try renderSymbols(Image(systemName: "star.fill").font(.system(size: 40)))
        let a = try #require(small.nodes(named: "Image systemName").first).frame.size
        let b = try #require(large.nodes(named: "Image systemName").first).frame.size
        #expect(abs(b.height / a.height - 2) < 1e-9)
        #expect(abs(b.width / a.width - 2) < 0.02)
    }

    @Test func largeImageScaleMakesTheSymbolLarger() throws {
        let medium = try renderSymbols(Image(systemName: "bolt.fill"))
        let large = try renderSymbols(Image(systemName: "bolt.fill").imageScale(.large))
        let a = try #require(medium.nodes(named: "Image systemName").first).frame.height
        let b = try #require(large.nodes(named: "Image systemName").first).frame.height
        #expect(abs(b / a - SymbolScale.large.factor) < 1e-9)
    }

    @Test func resizableSymbolTakesItsFrame() throws {
        let output = try renderSymbols(Image(systemName: "bolt.fill").resizable().frame(width: 60, height: 30))
        let node = try #require(output.nodes(named: "Image systemName").first)
        #expect(node.frame.size == Size(width: 60, height: 30))
    }

    @Test func resizableSymbolFittedKeepsItsAspectRatio() throws {
        let output = try renderSymbols(Image(systemName: "heart.fill").resizable().scaledToFit()
            .frame(width: 90, height: 60))
        let glyph = try #require(try symbolGlyph("heart.fill", font: .body))
        let size = try #require(output.nodes(named: "Image systemName").first).frame.size
        let ratio = glyph.alignmentRect.width / glyph.alignmentRect.height
        #expect(abs(size.width / size.height - ratio) < 1e-9)
        #expect(size.height == 60 || size.width == 90)
    }

    @Test func labelIconCentresOnTheTitlesCapHeight() throws {
        // Label centres its icon on the title's line box; the line box's middle and the cap-height middle
        // (where a symbol centres) differ by a fraction of a point in Inter, so the icon reads as sitting on
        // the text's baseline. Tolerance: 0.5 pt.
        let output = try renderSymbols(Label("Rain", systemImage: "cloud.rain.fill"))
        let resources = try TestResources.get()
        let text = try #require(output.nodes(named: "Text").first)
        let image = try #require(output.nodes(named: "Image systemName").first)
        let baseline = text.frame.minY
            + (try resources.textEngine.layout("Rain", font: .body, proposedWidth: nil, displayScale: 3).firstBaseline)
        let capMiddle = baseline - Font.body.requestedPointSize * SystemFontMetrics.capHeight / 2
        let glyph = try #require(try symbolGlyph("cloud.rain.fill", font: .body))
        let symbolMiddle = image.frame.minY - glyph.alignmentRect.minY + glyph.alignmentRect.midY
        #expect(abs(symbolMiddle - capMiddle) < 0.5)
    }
}
