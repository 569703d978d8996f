import Drawing
import Graphics
import Layout
import Render
import Testing
import Typography
import Views

/// The builder on views written with the DSL: dumps, baselines and the progress ring's commands.
struct DisplayListBuilderViewTests {
    func list(_ view: some View, size: Size, scale: Double, scheme: ColorScheme = .light) throws -> DisplayList {
        try ViewRenderer().rendering(view, size: size, scale: scale, colorScheme: scheme,
                                     environment: .ios18, resources: try TestResources.get()).displayList
    }

    @Test func stackOfColorsDumpsSnappedRectsWithLeafOpacity() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10)
            Rectangle().fill(Color.blue).opacity(0.5)
        }
        .frame(width: 30, height: 10)
        #expect(try list(view, size: Size(width: 30, height: 10), scale: 2).textDump() == """
            display list 60×20
            fill rect (0, 0, 20, 20) rgba(255,59,48,1)
            fill rect (20, 0, 40, 20) rgba(0,122,255,0.5)
            """)
    }

    @Test func dividerIsOneDevicePixelOnTheGrid() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 10.1)
            Divider()
            Color.clear
        }
        let dump = try list(view, size: Size(width: 20, height: 30), scale: 3).textDumpLines()
        // 10.1 pt × 3 = 30.3 px → the line occupies pixel row 30 only.
        #expect(dump.count == 2)
        #expect(dump[1].hasPrefix("fill rect (0, 30, 60, 1) "))
    }

    @Test func textLinesLandOnTheirSnappedBaselines() throws {
        let resources = try TestResources.get()
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("First line")
            Text("Second")
        }
        .font(.body)
        .frame(width: 120, height: 80, alignment: .topLeading)
        let output = try ViewRenderer().rendering(view, size: Size(width: 120, height: 80), scale: 3,
                                                  colorScheme: .light, environment: .ios18, resources: resources)
        let glyphs = output.displayList.commands.compactMap { command -> GlyphRunCommand? in
            if case .glyphs(let run) = command { return run }
            return nil
        }
        #expect(glyphs.map(\.text) == ["First line", "Second"])
        let line = try resources.textEngine.layout("First line", font: .body, proposedWidth: nil, displayScale: 3)
        // Both texts start at the top-left; the second sits one line box lower.
        let firstBaseline = Int((line.firstBaseline * 3).rounded())
        let lineHeight = Int((line.size.height * 3).rounded())
        #expect(glyphs[0].placements.allSatisfy { $0.y == firstBaseline })
        #expect(glyphs[1].placements.allSatisfy { $0.y == lineHeight + firstBaseline })
        #expect(glyphs[0].placements.first?.x == 0)
    }

    @Test func progressRingDrawsTrackArcAndLabelInOrder() throws {
        let dump = try list(ProgressRingWidget(progress: 0.5), size: Size(width: 170, height: 170), scale: 3)
            .textDumpLines()
        #expect(dump.count == 6)
        #expect(dump[1].hasPrefix("fill rect (0, 0, 510, 510) "))       // the background
        #expect(dump[2].hasSuffix("rgba(60,60,67,0.18)"))                // the quaternary track
        #expect(dump[3].hasSuffix("rgba(52,199,89,1)"))                  // the green arc
        #expect(dump[4].hasPrefix("glyphs \"50%\" "))
        #expect(dump[5].hasPrefix("glyphs \"Daily goal\" "))
    }

    @Test func rotatedArcStartsAtTwelveOClock() throws {
        // A quarter of a circle turned −90° runs from 12 o'clock to 3 o'clock: the top-right quadrant.
        let view = Circle().trim(from: 0, to: 0.25)
            .stroke(Color.green, style: StrokeStyle(lineWidth: 2, lineCap: .butt))
            .rotationEffect(.degrees(-90))
        let commands = try list(view, size: Size(width: 20, height: 20), scale: 1).commands
        guard case let .fill(path, _, _)? = commands.first else { Issue.record("no fill"); return }
        // Within 0.1 px: the stroker squares butt ends on the first flattened chord, not the exact tangent.
        let bounds = path.bounds
        #expect(abs(bounds.minX - 10) < 0.1 && abs(bounds.maxX - 21) < 0.1)
        #expect(abs(bounds.minY - -1) < 0.1 && abs(bounds.maxY - 10) < 0.1)
    }
}
