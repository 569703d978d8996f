import Graphics
import Testing
@testable import Typography

/// Rounded-design digits are spaced evenly, as SF Pro Rounded's are (DigitSpacing): the ink gap between
/// any two neighbouring digits is the same, so "11,204" shows no gap before the 4; `monospacedDigit()`
/// gives every digit one advance although the substitute has no `tnum`.
@Suite struct DigitSpacingTests {
    static let rounded = Font.system(size: 30, weight: .semibold, design: .rounded)

    /// The ink extent (left, right) of each glyph of a one-line layout, in points.
    func inks(_ text: String, font: Font) throws -> [(left: Double, right: Double, advance: Double)] {
        let registry = try TestFonts.registry()
        let layout = try TextLayoutEngine(registry: registry).layout(text, font: font, proposedWidth: nil)
        var out: [(Double, Double, Double)] = []
        for run in layout.glyphRuns {
            let face = try registry.face(run.face)
            for (index, glyph) in run.glyphs.enumerated() {
                let bounds = try #require(face.path(of: glyph, pointSize: run.pointSize)).bounds
                let x = run.positions[index].x
                let next = index + 1 < run.positions.count ? run.positions[index + 1].x : layout.lines[0].width
                out.append((x + bounds.minX, x + bounds.maxX, next - x))
            }
        }
        return out
    }

    /// Gaps between the inks of neighbouring digits (skipping pairs around a separator).
    func digitGaps(_ text: String, font: Font) throws -> [Double] {
        let inks = try inks(text, font: font)
        let characters = Array(text)
        var gaps: [Double] = []
        for i in 1..<inks.count where characters[i - 1].isNumber && characters[i].isNumber {
            gaps.append(inks[i].left - inks[i - 1].right)
        }
        return gaps
    }

    @Test func theRoundedFaceIsQuicksandAndRespacesItsDigits() throws {
        let registry = try TestFonts.registry()
        let resolved = try registry.resolve(Self.rounded, scale: 3)
        #expect(registry.descriptors[Int(resolved.primary.id.rawValue)].family == .quicksand)
        #expect(resolved.primary.respacesDigits)
        #expect(try registry.resolve(.system(size: 30), scale: 3).faces.allSatisfy { !$0.respacesDigits })
    }

    @Test(arguments: ["11,204", "6,482", "18", "0123456789"])
    func neighbouringDigitsHaveOneGap(_ text: String) throws {
        let gaps = try digitGaps(text, font: Self.rounded)
        let spread = (gaps.max() ?? 0) - (gaps.min() ?? 0)
        #expect(spread < 0.05, "\(text): gaps \(gaps)")
        #expect(gaps.allSatisfy { $0 > 0 }, "\(text): gaps \(gaps)")
    }

    /// The 4 sat 90 units (2.8 pt at 30 pt) from the 0 before; now it sits as close as every other digit pair.
    @Test func noGapBeforeTheFour() throws {
        let inks = try inks("11,204", font: Self.rounded)
        let beforeFour = inks[5].left - inks[4].right
        let twoToZero = inks[4].left - inks[3].right
        #expect(abs(beforeFour - twoToZero) < 0.05)
    }

    @Test func monospacedDigitGivesOneAdvanceAndCentredInk() throws {
        // Each digit's ink is centred in one cell width, so the ink centres are one cell apart.
        let tabular = try inks("1204", font: Self.rounded.monospacedDigit())
        let centres = tabular.map { ($0.left + $0.right) / 2 }
        let steps = zip(centres.dropFirst(), centres).map { $0 - $1 }
        #expect((steps.max() ?? 0) - (steps.min() ?? 0) < 0.05, "\(steps)")
        // The cell is wider than the proportional 1 and 2: tabular spacing, not the proportional one.
        let proportional = try inks("1204", font: Self.rounded).map { ($0.left + $0.right) / 2 }
        #expect(centres[1] - centres[0] > proportional[1] - proportional[0] + 1)
    }

    @Test func otherDesignsAreUnchanged() throws {
        let registry = try TestFonts.registry()
        let layout = try TextLayoutEngine(registry: registry).layout("11,204", font: .system(size: 30), proposedWidth: nil)
        let face = try registry.face(try #require(layout.glyphRuns.first).face)
        #expect(face.digitSpacing != nil) // computed for every outline face, applied only where the family asks
        let run = try #require(layout.glyphRuns.first)
        let perUnit = run.pointSize / Double(face.metrics.unitsPerEm)
        // Inter's own advances: the pen moves by the face's advance (plus tracking) after each glyph.
        let one = Double(face.advance(of: run.glyphs[0])) * perUnit
        #expect(run.positions[1].x - run.positions[0].x >= one - 1e-9)
    }
}
