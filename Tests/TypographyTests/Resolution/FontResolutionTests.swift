import Graphics
import Testing
@testable import Typography

private func family(_ font: Font) throws -> String {
    let fonts = try TestFonts.registry()
    return try fonts.face(fonts.resolve(font).primary.id).metrics.familyName
}

private func postScriptName(_ font: Font) throws -> String {
    let fonts = try TestFonts.registry()
    return try fonts.face(fonts.resolve(font).primary.id).metrics.postScriptName
}

@Test func interTextIsUsedBelowTwentyPoints() throws {
    #expect(try family(.system(size: 19.9)) == "Inter")
}

@Test func interDisplayIsUsedFromTwentyPoints() throws {
    #expect(try family(.system(size: 20)) == "Inter Display")
    #expect(try family(.title3) == "Inter Display")
}

@Test func shrinkingBelowTwentyPointsSwitchesBackToInterText() throws {
    let fonts = try TestFonts.registry()
    let shrunk = try fonts.resolve(.title3, scale: 0.9)
    #expect(try fonts.face(shrunk.primary.id).metrics.familyName == "Inter")
    #expect(shrunk.pointSize == 18)
}

@Test func everySwiftUIWeightMapsToTheSameInterWeightClass() throws {
    let fonts = try TestFonts.registry()
    for weight in Font.Weight.allCases {
        let face = try fonts.face(fonts.resolve(.system(size: 17, weight: weight)).primary.id)
        #expect(face.metrics.weightClass == weight.openTypeWeight)
    }
}

@Test func italicUsesTheTrueItalicWhereOneExists() throws {
    #expect(try postScriptName(.body.italic()) == "Inter-Italic")
    #expect(try postScriptName(.body.bold().italic()) == "Inter-SemiBoldItalic")
    #expect(try postScriptName(.system(size: 17, weight: .heavy).italic()) == "Inter-BlackItalic")
}

@Test func italicWithoutANearbyItalicFaceIsSlantedSynthetically() throws {
    let fonts = try TestFonts.registry()
    let resolved = try fonts.resolve(.system(size: 17, weight: .ultraLight).italic())
    #expect(try fonts.face(resolved.primary.id).metrics.postScriptName == "Inter-Thin")
    #expect(resolved.primary.syntheticOblique)
}

@Test func interIsDrawnAtPoint966OfTheRequestedSize() throws {
    let resolved = try TestFonts.registry().resolve(.body)
    #expect(resolved.primary.sizeFactor == 0.966)
    #expect(resolved.pointSize == 17)
}

@Test func monospacedDesignIsJetBrainsMonoAtPoint92() throws {
    let resolved = try TestFonts.registry().resolve(.system(size: 15, design: .monospaced))
    #expect(resolved.primary.sizeFactor == 0.92)
    #expect(try family(.body.monospaced()) == "JetBrains Mono")
}

@Test func systemFontsUseSFVerticalMetrics() throws {
    let resolved = try TestFonts.registry().resolve(.system(size: 20, design: .serif))
    #expect(resolved.ascent == 20 * 1950.0 / 2048.0)
    #expect(resolved.descent == 20 * 494.0 / 2048.0)
}

@Test func tightLeadingRemovesTwoPointsBelowTheBaseline() throws {
    let fonts = try TestFonts.registry()
    #expect(try fonts.resolve(.body.leading(.tight)).descent == fonts.resolve(.body).descent - 2)
}

@Test func trackingTableInterpolatesBetweenListedSizes() {
    #expect(TrackingTable.thousandthsOfEm(atPointSize: 17) == -26)
    #expect(TrackingTable.thousandthsOfEm(atPointSize: 21) == -17.5)
    #expect(TrackingTable.thousandthsOfEm(atPointSize: 8) == 26)
    #expect(TrackingTable.thousandthsOfEm(atPointSize: 4) == 41)
    #expect(TrackingTable.thousandthsOfEm(atPointSize: 100) == 0)
}

@Test func onlyTheDefaultDesignIsTracked() throws {
    let fonts = try TestFonts.registry()
    #expect(try fonts.resolve(.system(size: 17, design: .rounded)).tracking == 0)
    #expect(try fonts.resolve(.system(size: 17)).tracking == -0.026 * 17)
}

@Test func fallbackChainIsDejaVuNotoSymbolsThenTheScriptFacesThenColourEmoji() throws {
    let fonts = try TestFonts.registry()
    let resolved = try fonts.resolve(.system(.body, design: .serif))
    let chain = try resolved.faces.map { try fonts.face($0.id).metrics.familyName }
    #expect(chain == ["PT Serif", "Inter", "DejaVu Sans", "Noto Sans Symbols2", "Noto Sans Hebrew", "Noto Sans Arabic",
                      "Noto Sans CJK JP", "Noto Color Emoji"])
    #expect(resolved.faces.map(\.script) == [nil, nil, nil, nil, .hebrew, .arabic, .cjk, .emoji])
}
