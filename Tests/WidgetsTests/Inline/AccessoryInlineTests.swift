import Graphics
import Testing
@testable import Views
@testable import Widgets

@Suite struct AccessoryInlineTests {
    private func laidOutInline<V: View>(_ view: V) throws -> Laid {
        try laidOutWidget(view, canvas: WidgetCanvas(family: .accessoryInline, mode: .vibrant)).1
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
}
