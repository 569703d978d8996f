// The tutorial widget (TestSupport's StreakWidgetEntryView: written the way WidgetKit tutorials write
// them, with `import Views` in place of `import SwiftUI` and otherwise unchanged code). It
// must compile, resolve and lay out sensibly; the frames below are worked out from LAYOUT.md with the 10×10
// box glyphs.
import Graphics
import Layout
import Testing
import Views

@Suite struct TutorialWidgetTests {
    let entry = SimpleEntry(title: "Running", progress: 0.62, streak: 5, completedDays: 5)

    func laidOut() throws -> (ResolvedView, LayoutResult) {
        let resolved = try ViewResolver().resolve(StreakWidgetEntryView(entry: entry), environment: .ios18, services: BoxServices())
        let layout = try LayoutEngine().layout(resolved.root, in: Size(width: 170, height: 170), displayScale: 1)
        return (resolved, layout)
    }

    func node(_ name: String, _ layout: LayoutResult) -> LaidOutNode? {
        layout.nodes.first { $0.name == name }
    }

    @Test func paddingFillsTheWidthAndTheContentIsCentredVertically() throws {
        let (_, layout) = try laidOut()
        #expect(layout.nodes[0].name == "padding(16)")
        #expect(layout.nodes[0].frame == Rect(x: 0, y: 25, width: 170, height: 120))
    }

    @Test func ringTakesItsFixedFrameAndTheSpacerPushesTheTitlesTrailing() throws {
        let (_, layout) = try laidOut()
        #expect(node("frame(width: 56, height: 56)", layout)?.frame == Rect(x: 16, y: 41, width: 56, height: 56))
        #expect(node("Spacer", layout)?.frame.width == 12)
        #expect(node("Text \"Running\"", layout)?.frame == Rect(x: 84, y: 55, width: 70, height: 10))
        #expect(node("Text \"5 days\"", layout)?.frame == Rect(x: 94, y: 73, width: 60, height: 10))
    }

    @Test func percentageIsCentredInTheRing() throws {
        let (_, layout) = try laidOut()
        #expect(node("Text \"62%\"", layout)?.frame == Rect(x: 29, y: 64, width: 30, height: 10))
    }

    @Test func sevenBarsShareTheRowBelowTheRing() throws {
        let (resolved, layout) = try laidOut()
        let bars = layout.nodes.filter { $0.name == "RoundedRectangle(4)" }
        #expect(bars.count == 7)
        #expect(bars.allSatisfy { $0.frame.minY == 105 && $0.frame.height == 24 })
        #expect(abs(bars[6].frame.maxX - 154) < 1e-9)
        let orange = bars.filter {
            guard case .shape(let shape) = resolved.content(of: $0) else { return false }
            return shape.drawing.paint == .solid(RGBAColor(r255: 255, 149, 0))
        }
        #expect(orange.count == 5)
    }

    @Test func ringIsATrackAndARotatedRoundCappedTrim() throws {
        let (resolved, layout) = try laidOut()
        let circles = layout.nodes.filter { $0.name == "Circle" }.map { resolved.content(of: $0).description }
        #expect(circles == [
            "shape circle stroke rgba(60,60,67,0.18) width 8",
            "shape circle trim 0…0.62 stroke rgba(52,199,89,1) width 8 cap round",
        ])
        #expect(resolved.content(of: try #require(node("rotationEffect(-90°)", layout))).description
                == "effect rotation -90° anchor (0.5, 0.5)")
    }

    @Test func textsCarryTheirFontsLimitsAndHierarchy() throws {
        let (resolved, layout) = try laidOut()
        #expect(resolved.content(of: try #require(node("Text \"62%\"", layout))).description
                == "text \"62%\" 22pt bold rgba(0,0,0,1)")
        guard case .text(let title) = resolved.content(of: try #require(node("Text \"Running\"", layout))) else {
            Issue.record("no title text")
            return
        }
        #expect(title.paragraph.lineLimit == 1)
        #expect(resolved.content(of: try #require(node("Text \"5 days\"", layout))).description
                == "text \"5 days\" 12pt regular rgba(60,60,67,0.6)")
    }

    @Test func resolvesWithoutWarnings() throws {
        #expect(try laidOut().0.warnings.isEmpty)
    }
}
