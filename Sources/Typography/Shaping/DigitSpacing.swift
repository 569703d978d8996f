// Even digit spacing for a substitute face whose digits are unevenly spaced (Quicksand for SF Pro Rounded).
//
// What iOS does: San Francisco's digits are proportional by default and tabular with `monospacedDigit()`
// (WWDC15 "Introducing the New System Fonts": "proportional numbers by default, opt into monospaced";
// SwiftUI `Font.monospacedDigit()`, WIDGETKIT.md §5.4), and either way they are evenly spaced: every digit
// sits between the same side bearings, so "11,204" shows no gap. Quicksand's digits carry side bearings
// from 5 to 90 font units and it has no `tnum` feature.
//
// Method ([C], the usual way type designers space figures: equal side bearings around the ink, fixed
// widths centred for tabular figures):
// 1. The reference side bearing b is the mean of the 0's left and right side bearings (round figures are
//    spaced first and the others follow them).
// 2. Proportional (the default): each digit's advance becomes its ink width + 2b, its ink starting b after
//    the pen.
// 3. Tabular (`monospacedDigit()`, the face has no `tnum`): every digit's advance is the widest
//    proportional advance of step 2, the ink centred in it.
// Advances and shifts are in font units, computed once per face from its glyph extents.

/// The ten ASCII digits of one face respaced evenly: each digit's advance and the shift of its ink from
/// where the face draws it, proportional and tabular.
struct DigitSpacing: Hashable, Sendable {
    /// The glyphs of "0"…"9", in order.
    let glyphs: [UInt32]
    /// Step 2: proportional advances, in font units.
    let proportionalAdvances: [Int32]
    /// Step 2: how far each digit's ink moves right, in font units.
    let proportionalShifts: [Int32]
    /// Step 3: the one tabular advance, in font units.
    let tabularAdvance: Int32
    /// Step 3: how far each digit's ink moves right in the tabular width, in font units.
    let tabularShifts: [Int32]

    /// The spacing of `face`'s digits; nil when the face lacks a digit or one has no ink.
    init?(face: HarfBuzzFont) {
        var glyphs: [UInt32] = []
        var lefts: [Int32] = []
        var widths: [Int32] = []
        for scalar in UInt32(0x30)...UInt32(0x39) {
            guard let glyph = face.nominalGlyph(for: scalar), let ink = face.inkExtent(of: glyph) else { return nil }
            glyphs.append(glyph)
            lefts.append(ink.left)
            widths.append(ink.width)
        }
        // 1. The 0's mean side bearing.
        let zeroRight = face.advance(of: glyphs[0]) - lefts[0] - widths[0]
        let bearing = max(0, (lefts[0] + zeroRight) / 2)
        // 2. Proportional.
        let advances = widths.map { $0 + 2 * bearing }
        let shifts = lefts.map { bearing - $0 }
        // 3. Tabular.
        let tabular = advances.max() ?? 0
        self.glyphs = glyphs
        self.proportionalAdvances = advances
        self.proportionalShifts = shifts
        self.tabularAdvance = tabular
        self.tabularShifts = zip(widths, lefts).map { width, left in (tabular - width) / 2 - left }
    }

    /// The respaced advance and ink shift of `glyph` (font units), or nil when it is not a digit.
    func spacing(of glyph: UInt32, tabular: Bool) -> (advance: Int32, shift: Int32)? {
        guard let index = glyphs.firstIndex(of: glyph) else { return nil }
        return tabular ? (tabularAdvance, tabularShifts[index]) : (proportionalAdvances[index], proportionalShifts[index])
    }
}
