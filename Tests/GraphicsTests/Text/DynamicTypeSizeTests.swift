import Graphics
import Testing

/// The HIG's Dynamic Type table as data, and how fonts take their size from it.
@Suite struct DynamicTypeSizeTests {
    @Test func thereAreTwelveSizesFromXSmallToAX5() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.first == .xSmall)
        #expect(DynamicTypeSize.allCases.last == .accessibility5)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    }

    @Test func everyStyleHasOneSizePerDynamicTypeSize() {
        for style in Font.TextStyle.allCases { #expect(style.pointSizesByDynamicTypeSize.count == 12, "\(style)") }
    }

    @Test func theLargeColumnIsTheDefaultSizeOfEachStyle() {
        for style in Font.TextStyle.allCases { #expect(style.pointSize(at: .large) == style.pointSize, "\(style)") }
    }

    @Test func sizesNeverShrinkAsTheSettingGrows() {
        for style in Font.TextStyle.allCases {
            let sizes = style.pointSizesByDynamicTypeSize
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
        }
    }

    @Test func hIGValuesAtTheEnds() {
        // Spot checks against the HIG's tables (xSmall, AX1, AX5 columns).
        #expect(Font.TextStyle.body.pointSize(at: .xSmall) == 14)
        #expect(Font.TextStyle.body.pointSize(at: .accessibility1) == 28)
        #expect(Font.TextStyle.body.pointSize(at: .accessibility5) == 53)
        #expect(Font.TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
        #expect(Font.TextStyle.caption2.pointSize(at: .medium) == 11)
        #expect(Font.TextStyle.caption2.pointSize(at: .accessibility5) == 40)
        #expect(Font.TextStyle.footnote.pointSize(at: .xxxLarge) == 19)
    }

    @Test func textStyleFontsTakeTheirSizeFromTheTable() {
        #expect(Font.body.sized(for: .accessibility3).requestedPointSize == 40)
        #expect(Font.system(.title2, design: .rounded).bold().sized(for: .xSmall).requestedPointSize == 19)
    }

    @Test func fixedSystemSizesDoNotScale() {
        #expect(Font.system(size: 17).sized(for: .accessibility5).requestedPointSize == 17)
        #expect(Font.custom("Lobster", fixedSize: 20).sized(for: .accessibility5).requestedPointSize == 20)
    }

    @Test func customFontsScaleWithTheirRelativeStyle() {
        // 20 pt relative to body: body grows 17 → 53 at AX5.
        #expect(Font.custom("Lobster", size: 20).sized(for: .accessibility5).requestedPointSize == 20.0 * 53 / 17)
        // Relative to caption2: 11 → 11 at xSmall.
        #expect(Font.custom("Lobster", size: 20, relativeTo: .caption2).sized(for: .xSmall).requestedPointSize == 20)
    }

    @Test func sizeIsPartOfTheFontsIdentity() {
        #expect(Font.body != Font.body.sized(for: .xLarge))
        #expect(Font.body == Font.body.sized(for: .large))
    }

    @Test func namesRoundTripAndAcceptSwiftSpellings() {
        for size in DynamicTypeSize.allCases { #expect(DynamicTypeSize(name: size.name) == size) }
        #expect(DynamicTypeSize(name: "accessibility2") == .accessibility2)
        #expect(DynamicTypeSize(name: ".xxLarge") == .xxLarge)
        #expect(DynamicTypeSize(name: "ax5") == .accessibility5)
        #expect(DynamicTypeSize(name: "huge") == nil)
        #expect(DynamicTypeSize(name: "") == nil)
    }

    @Test func clampingKeepsASizeInsideTheRange() {
        #expect(DynamicTypeSize.accessibility5.clamped(to: .large ... .accessibility2) == .accessibility2)
        #expect(DynamicTypeSize.xSmall.clamped(to: .large ... .accessibility2) == .large)
        #expect(DynamicTypeSize.xLarge.clamped(to: .large ... .accessibility2) == .xLarge)
    }
}
