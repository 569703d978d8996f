import Graphics
import Testing
@testable import Typography

@Test func textCutFactorsAreTheFittedValuesAtEveryTextSize() {
    #expect(WidthCalibration.factor(for: .inter, weight: 400, pointSize: 11) == 1.0256)
    #expect(WidthCalibration.factor(for: .inter, weight: 400, pointSize: 19) == 1.0256)
    #expect(WidthCalibration.factor(for: .inter, weight: 600, pointSize: 17) == 1.0437)
}

@Test func weightsBetweenFittedWeightsAreInterpolatedAndOutsideTakeTheNearest() {
    let medium = WidthCalibration.factor(for: .inter, weight: 500, pointSize: 17)
    #expect(abs(medium - (1.0256 + 1.0437) / 2) < 1e-12)
    #expect(WidthCalibration.factor(for: .inter, weight: 100, pointSize: 17) == 1.0256)
    #expect(WidthCalibration.factor(for: .inter, weight: 900, pointSize: 17) == 1.0437)
}

@Test func displayCutFactorFollowsTheOpticalSizeRampFromTwentyToTwentyEightPoints() {
    let at20 = WidthCalibration.factor(for: .interDisplay, weight: 400, pointSize: 20)
    let at24 = WidthCalibration.factor(for: .interDisplay, weight: 400, pointSize: 24)
    let at28 = WidthCalibration.factor(for: .interDisplay, weight: 400, pointSize: 28)
    let at60 = WidthCalibration.factor(for: .interDisplay, weight: 400, pointSize: 60)
    #expect(at20 == 1.0523)
    #expect(abs(at24 - (1.0523 - 4 * 0.00896)) < 1e-12)
    #expect(at28 == at60)
    #expect(at28 < at24 && at24 < at20)
}

@Test func familiesWithoutAFitAreDrawnAsDesigned() {
    #expect(WidthCalibration.factor(for: .quicksand, weight: 600, pointSize: 30) == 1)
    #expect(WidthCalibration.factor(for: .ptSerif, weight: 400, pointSize: 17) == 1)
    #expect(WidthCalibration.factor(for: .dejaVuSans, weight: 400, pointSize: 17) == 1)
}

@Test func resolvedSystemFontsCarryTheirWidthFactor() throws {
    let fonts = try TestFonts.registry()
    #expect(try fonts.resolve(.body).primary.widthFactor == 1.0256)
    #expect(try fonts.resolve(.headline).primary.widthFactor == 1.0437)
    #expect(try fonts.resolve(.system(size: 30, design: .rounded)).primary.widthFactor == 1)
}

@Test func theWidthFactorWidensShapedTextByItsValueAndKeepsTracking() throws {
    // The same text shaped with the calibrated face and with the face as designed.
    let fonts = try TestFonts.registry()
    let run = TextRun("Battery 84%", font: .system(size: 17))
    let calibrated = try fonts.resolve(.system(size: 17))
    var plain = calibrated
    plain.faces[0].widthFactor = 1
    let wide = try ParagraphShaper.shape([run], fonts: [calibrated], scale: 1, registry: fonts)
    let designed = try ParagraphShaper.shape([run], fonts: [plain], scale: 1, registry: fonts)
    let tracking = calibrated.tracking * Double(designed.count)
    let factor = calibrated.primary.widthFactor
    #expect(factor > 1)
    let expected = (designed.width(of: 0..<designed.count) - tracking) * factor + tracking
    #expect(abs(wide.width(of: 0..<wide.count) - expected) < 1e-9)
}
