import Graphics
import Testing

@Test func textStylesHaveIOSSizesAtLarge() {
    let sizes = Font.TextStyle.allCases.map { Font.system($0).requestedPointSize }
    #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
}

@Test func headlineIsTheOnlySemiboldTextStyle() {
    let semibold = Font.TextStyle.allCases.filter { Font.system($0).resolvedWeight == .semibold }
    #expect(semibold == [.headline])
}

@Test func boldGivesTextStylesTheirEmphasizedWeight() {
    #expect(Font.body.bold().resolvedWeight == .semibold)
    #expect(Font.title.bold().resolvedWeight == .bold)
    #expect(Font.title3.bold().resolvedWeight == .semibold)
}

@Test func boldGivesFixedSizeFontsBoldWeight() {
    #expect(Font.system(size: 20).bold().resolvedWeight == .bold)
}

@Test func lastOfWeightAndBoldWins() {
    #expect(Font.body.bold().weight(.light).resolvedWeight == .light)
    #expect(Font.body.weight(.light).bold().resolvedWeight == .semibold)
}

@Test func weightArgumentOfSystemFontIsKept() {
    #expect(Font.system(size: 12, weight: .heavy).resolvedWeight == .heavy)
    #expect(Font.system(.caption, design: .rounded, weight: .medium).resolvedWeight == .medium)
}

@Test func monospacedModifierOverridesTheDesign() {
    #expect(Font.system(.body, design: .serif).monospaced().resolvedDesign == .monospaced)
    #expect(Font.system(.body, design: .serif).resolvedDesign == .serif)
}

@Test func modifiersChainWithoutLosingEachOther() {
    let font = Font.caption.italic().monospacedDigit().leading(.tight)
    #expect(font.isItalic && font.isMonospacedDigit && font.leading == .tight)
    #expect(font.requestedPointSize == 12)
}

@Test func customFontsKeepNameSizeAndTextStyle() {
    #expect(Font.custom("Lobster", size: 18).customName == "Lobster")
    #expect(Font.custom("Lobster", size: 18).textStyle == .body)
    #expect(Font.custom("Lobster", size: 18, relativeTo: .title).textStyle == .title)
    #expect(Font.custom("Lobster", fixedSize: 18).textStyle == nil)
    #expect(Font.custom("Lobster", fixedSize: 18).requestedPointSize == 18)
}

@Test func leadingVariantsMoveLinesByTwoPoints() {
    #expect(Font.Leading.allCases.map(\.lineHeightDelta) == [0, -2, 2])
}

@Test func weightsAreOrderedLightestFirst() {
    #expect(Font.Weight.allCases.map(\.openTypeWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    #expect(Font.Weight.ultraLight < Font.Weight.black)
}

@Test func paragraphStyleDefaultsAreSwiftUIs() {
    let style = ParagraphStyle()
    #expect(style.lineLimit == nil && style.alignment == .leading && style.truncationMode == .tail)
    #expect(style.lineSpacing == 0 && style.minimumScaleFactor == 1 && !style.allowsTightening)
}
