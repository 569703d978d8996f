import Graphics
import Render
import Testing

/// The WCAG 2.x contrast ratio against known values: the definition's ends (21:1 for white on black, 1:1
/// for a colour on itself; https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), the luminance weights of the
/// primaries (#dfn-relative-luminance), and the greys at the AA boundaries that contrast checkers such as
/// WebAIM's quote: #767676 on white 4.54:1 (the lightest grey passing 4.5:1), #777777 4.48:1 (fails), and
/// #949494 3.03:1 (the lightest reaching 3:1, large text and graphics).
@Suite struct ContrastRatioTests {
    func grey(_ value: Int) -> RGBAColor { RGBAColor(r255: Double(value), Double(value), Double(value)) }

    @Test func whiteOnBlackIsTwentyOneToOne() {
        #expect(ContrastRatio.ratio(.white, .black) == 21)
    }

    @Test func aColourAgainstItselfIsOneToOne() {
        #expect(ContrastRatio.ratio(RGBAColor(r255: 0, 122, 255), RGBAColor(r255: 0, 122, 255)) == 1)
    }

    @Test func ratioIsTheSameWhicheverColourComesFirst() {
        #expect(ContrastRatio.ratio(grey(0x76), .white) == ContrastRatio.ratio(.white, grey(0x76)))
    }

    @Test func grey76OnWhiteJustPassesAA() {
        let ratio = ContrastRatio.ratio(grey(0x76), .white)
        #expect(abs(ratio - 4.54) < 0.005, "\(ratio)")
    }

    @Test func grey77OnWhiteJustFailsAA() {
        let ratio = ContrastRatio.ratio(grey(0x77), .white)
        #expect(abs(ratio - 4.48) < 0.005, "\(ratio)")
    }

    @Test func grey94OnWhiteJustReachesThreeToOne() {
        let ratio = ContrastRatio.ratio(grey(0x94), .white)
        #expect(abs(ratio - 3.03) < 0.005, "\(ratio)")
        #expect(ContrastRatio.ratio(grey(0x95), .white) < 3)
    }

    @Test func luminanceWeightsGreenMost() {
        // L = 0.2126 R + 0.7152 G + 0.0722 B for the primaries.
        #expect(abs(ContrastRatio.luminance(RGBAColor(red: 1, green: 0, blue: 0)) - 0.2126) < 1e-12)
        #expect(abs(ContrastRatio.luminance(RGBAColor(red: 0, green: 1, blue: 0)) - 0.7152) < 1e-12)
        #expect(abs(ContrastRatio.luminance(RGBAColor(red: 0, green: 0, blue: 1)) - 0.0722) < 1e-12)
    }

    @Test func eightBitLuminanceMatchesTheColourForm() {
        for value in [0, 10, 11, 128, 200, 255] {
            let byBytes = ContrastRatio.luminance(red: UInt8(value), green: UInt8(value), blue: UInt8(value))
            #expect(abs(byBytes - ContrastRatio.luminance(grey(value))) < 1e-9, "\(value)")
        }
    }
}
