import Graphics
import Testing
@testable import Views
@testable import Widgets

@Suite struct AccessoryInlineTests {
    private func laidOutInline<V: View>(_ view: V) throws -> Laid {
        try laidOutWidget(view, canvas: WidgetCanvas(family: .accessoryInline, mode: .vibrant, os: .ios18)).1
    }

    @Test func keepsTheFirstImageThenTheFirstText() throws {
        let view = VStack {
            Text("first")
            HStack { Image("photo"); Text("second") }
            Image(systemName: "flame.fill")
        }
        let laid = try laidOutInline(view)
        #expect(laid.texts.map(\.text.string) == ["first"])
        let images = laid.nodes.compactMap { if case .image(let image) = $0.content { image } else { nil } }
        #expect(images.map(\.source) == [.named("photo")])
        let imageIndex = try #require(laid.nodes.firstIndex { if case .image = $0.content { true } else { false } })
        let textIndex = try #require(laid.nodes.firstIndex { if case .text = $0.content { true } else { false } })
        #expect(imageIndex < textIndex)
    }

    @Test func labelGivesItsIconAndTitle() throws {
        let laid = try laidOutInline(Label("12 days", systemImage: "flame.fill"))
        #expect(laid.texts.map(\.text.string) == ["12 days"])
        #expect(laid.nodes.contains { if case .image(let image) = $0.content { image.source == .systemName("flame.fill") } else { false } })
    }

    @Test func textIsWhite15PointSemiboldOnOneTruncatedLine() throws {
        let laid = try laidOutInline(Text("Sunny").font(.largeTitle).foregroundStyle(.orange))
        let text = try #require(laid.texts.first?.text)
        let run = try #require(text.runs.first)
        #expect(run.font.requestedPointSize == 15)
        #expect(run.font.resolvedWeight == .semibold)
        #expect(text.style(of: run).paint == .solid(.white))
        #expect(text.paragraph.lineLimit == 1)
        #expect(text.paragraph.truncationMode == .tail)
    }

    @Test func backgroundsAndShapesAreDropped() throws {
        let view = HStack { Circle().fill(.red); Text("Hi") }.background(Color.blue).containerBackground(.green, for: .widget)
        let laid = try laidOutInline(view)
        #expect(laid.shapes.isEmpty)
        #expect(!laid.nodes.contains { if case .paint = $0.content { true } else { false } })
    }

    @Test func lineIsCentredInTheSlot() throws {
        let laid = try laidOutInline(Text("Hi"))
        let text = try #require(laid.texts.first)
        #expect(abs(text.frame.midX - 257 / 2) < 1e-9 && abs(text.frame.midY - 13) < 1e-9)
    }

    @Test func concatenatedTextKeepsAllItsCharacters() throws {
        let laid = try laidOutInline(Text("Rain ") + Text("80%").bold())
        #expect(laid.texts.map(\.text.string) == ["Rain 80%"])
    }

    /// The strings of the texts that are placed (drawn), pre-order.
    private func placedTexts(_ laid: Laid) -> [String] {
        laid.nodes.compactMap { entry in
            guard entry.node.isPlaced, case .text(let text) = entry.content else { return nil }
            return text.string
        }
    }

    @Test func viewThatFitsShowsTheFirstLineThatFitsTheSlot() throws {
        // Box glyphs are 10 pt wide: the 257-pt slot holds 25 characters.
        let view = ViewThatFits {
            Text("Spouty is healing, ready in 2 hours")   // 35 characters
            Label("Spouty ready in 2 hours", systemImage: "heart") // 23 characters and a 30-pt image
            Text("Spouty 2 hr")
        }
        let laid = try laidOutInline(view)
        #expect(placedTexts(laid) == ["Spouty 2 hr"])
        let wider = try laidOutInline(ViewThatFits { Text(String(repeating: "x", count: 30)); Text("Spouty ready in 2 hours") })
        #expect(placedTexts(wider) == ["Spouty ready in 2 hours"])
    }

    @Test func viewThatFitsWithNothingFittingShowsTheLastTruncated() throws {
        let laid = try laidOutInline(ViewThatFits { Text(String(repeating: "a", count: 40)); Text(String(repeating: "b", count: 30)) })
        #expect(placedTexts(laid) == [String(repeating: "b", count: 30)])
        let text = try #require(laid.texts.last)
        #expect(text.frame.width <= 257)
    }

    @Test func viewThatFitsInsideTheFirstTextIsNotAChoice() throws {
        // The first text comes before the ViewThatFits: it is the line.
        let laid = try laidOutInline(VStack { Text("first"); ViewThatFits { Text("a"); Text("b") } })
        #expect(placedTexts(laid) == ["first"])
    }
}
