import Graphics
import Testing
import Views
@testable import Widgets

/// Shows what the body read from `redactionReasons`.
private struct ReasonProbe: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "real") }
}

@Suite struct RedactionTests {
    private func redacted<V: View>(_ view: V) throws -> Laid {
        var laid = try laidOut(view)
        laid.resolved = laid.resolved.applyingRedaction()
        return laid
    }

    @Test func textBecomesBarsInTheSameFrame() throws {
        let plain = try laidOut(Text("Hello"))
        let laid = try redacted(Text("Hello").redacted(reason: .placeholder))
        #expect(laid.texts.isEmpty)
        let bars = try #require(laid.shapes.first)
        #expect(bars.frame == plain.texts.first?.frame)
        #expect(bars.shape.geometry.kind.description == "custom(PlaceholderTextBars)")
    }

    @Test func barsAreTheTextPaintAtPlaceholderOpacity() throws {
        let laid = try redacted(Text("Hello").foregroundStyle(.red).redacted(reason: .placeholder))
        let paint = try #require(laid.shapes.first?.shape.drawing.paint)
        #expect(paint == .solid(SystemColor.red.color(in: .light).multipliedAlpha(PlaceholderStyle.opacity)))
    }

    @Test func imageBecomesARoundedBlock() throws {
        let laid = try redacted(Image("photo").redacted(reason: .placeholder))
        let block = try #require(laid.shapes.first)
        #expect(block.frame.size == Size(width: 30, height: 20))
        #expect(block.shape.geometry.kind.description.hasPrefix("roundedRectangle(4"))
    }

    @Test func shapesKeepDrawing() throws {
        let laid = try redacted(Circle().fill(.blue).redacted(reason: .placeholder))
        #expect(laid.shapes.first?.shape.drawing.paint == .solid(SystemColor.blue.color(in: .light)))
    }

    @Test func unredactedSubtreeKeepsItsText() throws {
        let laid = try redacted(VStack { Text("Title").unredacted(); Text("42") }.redacted(reason: .placeholder))
        #expect(laid.texts.map(\.text.string) == ["Title"])
        #expect(laid.shapes.count == 1)
    }

    @Test func markersBecomePlainNodes() throws {
        let laid = try redacted(Text("Hi").redacted(reason: .placeholder))
        #expect(!laid.resolved.containsRedactionMarkers)
    }

    @Test func otherReasonsDrawTheRealContent() throws {
        let laid = try redacted(Text("Hi").redacted(reason: .privacy))
        #expect(laid.texts.map(\.text.string) == ["Hi"])
    }

    @Test func viewsReadThePlaceholderReason() throws {
        let laid = try laidOut(ReasonProbe().redacted(reason: .placeholder))
        #expect(laid.texts.map(\.text.string) == ["placeholder"])
    }

    @Test func unredactedClearsTheReason() throws {
        let laid = try laidOut(ReasonProbe().unredacted().redacted(reason: .placeholder))
        #expect(laid.texts.map(\.text.string) == ["real"])
    }

    @Test func twoLineTextGetsTwoBars() {
        let bars = PlaceholderTextBars(lineHeight: 20, lineSpacing: 0)
        let path = bars.path(in: Rect(x: 0, y: 0, width: 100, height: 40))
        let subpaths = path.elements.filter { if case .move = $0 { true } else { false } }.count
        #expect(subpaths == 2)
        #expect(abs(path.bounds.height - (40 - 2 * 2.5)) < 1e-9)
    }

    @Test func sceneResolveAppliesRedaction() throws {
        let scene = try WidgetScene(Text("Hi").redacted(reason: .placeholder), canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        let resolved = try scene.resolve(services: BoxServices())
        #expect(!resolved.contents.contains { if case .text = $0 { true } else { false } })
    }
}
