import Graphics
import Render
import Testing
import Typography
import Views

/// A name the catalogue lacks draws the placeholder and warns with the nearest known name.
struct UnknownSymbolTests {
    @Test func unknownNameWarnsWithTheNearestName() throws {
        let output = try renderSymbols(Image(systemName: "sun.max.fil"))
        #expect(output.warnings == [ResolveWarning(.unknownSymbol, "unknown symbol 'sun.max.fil'; did you mean 'sun.max.fill'?")])
    }

    @Test func unknownNameWithNothingCloseStillWarns() throws {
        let output = try renderSymbols(Image(systemName: "zzzzzzzzzzzz"))
        #expect(output.warnings.map(\.kind) == [.unknownSymbol])
        #expect(output.warnings.first?.message.contains("'zzzzzzzzzzzz'") == true)
    }

    @Test func unknownNameDrawsThePlaceholderAtTheSymbolSize() throws {
        let output = try renderSymbols(Image(systemName: "sun.max.fil").font(.title))
        let placeholder = try TestResources.get().symbols.placeholder(font: .title, displayScale: 3)
        let node = try #require(output.nodes(named: "Image systemName").first)
        #expect(node.frame.size == placeholder.alignmentRect.size)
        #expect(!output.fills.isEmpty)
    }

    @Test func knownNameDoesNotWarn() throws {
        #expect(try renderSymbols(Label("Sunny", systemImage: "sun.max.fill")).warnings.isEmpty)
    }

    @Test func veryLongUnknownNameIsShortenedInTheWarning() throws {
        let name = String(repeating: "x", count: 10_000)
        let output = try renderSymbols(Image(systemName: name))
        let message = try #require(output.warnings.first?.message)
        #expect(message.count < 200)
    }
}
