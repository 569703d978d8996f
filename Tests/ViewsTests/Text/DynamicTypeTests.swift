import Graphics
import Layout
import Testing
@testable import Views

private struct SizeProbe: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text(size.name) }
}

private struct CategoryProbe: View {
    @Environment(\.sizeCategory) var category
    var body: some View { Text(category.isAccessibilityCategory ? "accessibility" : "standard") }
}

private struct MetricProbe: View {
    @ScaledMetric var side = 10.0
    @ScaledMetric(relativeTo: .caption2) var small = 11.0
    var body: some View { Text(verbatim: "\(side) \(small)") }
}

/// `\.dynamicTypeSize`, `.dynamicTypeSize(_:)` with sizes and ranges, `\.sizeCategory`, `@ScaledMetric`.
@Suite struct DynamicTypeTests {
    func environment(_ size: DynamicTypeSize) -> EnvironmentValues {
        var environment = EnvironmentValues.ios18
        environment.dynamicTypeSize = size
        return environment
    }

    func rootName<V: View>(_ view: V, at size: DynamicTypeSize = .large) throws -> String {
        try ViewResolver().resolve(view, environment: environment(size), services: BoxServices()).root.name
    }

    @Test func theDefaultSizeIsLarge() throws {
        #expect(EnvironmentValues.ios18.dynamicTypeSize == .large)
        #expect(try rootName(SizeProbe()) == "Text \"large\"")
    }

    @Test func textIsSizedForTheEnvironmentsSize() throws {
        let text = try #require(try resolvedText(Text("Hi").font(.headline), environment: environment(.accessibility2)))
        #expect(text.runs.map(\.font.requestedPointSize) == [33])
    }

    @Test func modifierWithASizeSetsIt() throws {
        #expect(try rootName(SizeProbe().dynamicTypeSize(.xxLarge)) == "Text \"xxLarge\"")
    }

    @Test func closedRangeClampsAboveAndBelow() throws {
        #expect(try rootName(SizeProbe().dynamicTypeSize(.large ... .accessibility2), at: .accessibility5)
                == "Text \"AX2\"")
        #expect(try rootName(SizeProbe().dynamicTypeSize(.large ... .accessibility2), at: .xSmall) == "Text \"large\"")
        #expect(try rootName(SizeProbe().dynamicTypeSize(.large ... .accessibility2), at: .xLarge)
                == "Text \"xLarge\"")
    }

    @Test func partialRangesClampOneSide() throws {
        #expect(try rootName(SizeProbe().dynamicTypeSize(...DynamicTypeSize.xxxLarge), at: .accessibility4)
                == "Text \"xxxLarge\"")
        #expect(try rootName(SizeProbe().dynamicTypeSize(...DynamicTypeSize.xxxLarge), at: .xSmall)
                == "Text \"xSmall\"")
        #expect(try rootName(SizeProbe().dynamicTypeSize(DynamicTypeSize.medium...), at: .xSmall)
                == "Text \"medium\"")
    }

    @Test func halfOpenRangeExcludesItsUpperBound() throws {
        #expect(try rootName(SizeProbe().dynamicTypeSize(.small ..< .large), at: .accessibility1)
                == "Text \"medium\"")
    }

    @Test func emptyRangeLeavesTheSizeAlone() throws {
        #expect(try rootName(SizeProbe().dynamicTypeSize(.large ..< .large), at: .accessibility1) == "Text \"AX1\"")
    }

    @Test func innerRangeNarrowsAnOuterSize() throws {
        let view = SizeProbe().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)
        #expect(try rootName(view) == "Text \"large\"")
    }

    @Test func sizeCategoryIsTheOldNameOfTheSize() throws {
        #expect(try rootName(CategoryProbe(), at: .accessibility1) == "Text \"accessibility\"")
        #expect(try rootName(CategoryProbe(), at: .xxxLarge) == "Text \"standard\"")
        var values = EnvironmentValues.ios18
        values.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(values.dynamicTypeSize == .accessibility5)
        for size in DynamicTypeSize.allCases { #expect(ContentSizeCategory(size).dynamicTypeSize == size) }
    }

    @Test func scaledMetricGrowsWithItsTextStyle() throws {
        #expect(try rootName(MetricProbe()) == "Text \"10.0 11.0\"")
        // body 17 → 53 at AX5; caption2 11 → 40.
        #expect(try rootName(MetricProbe(), at: .accessibility5) == "Text \"\(10.0 * 53 / 17) 40.0\"")
        #expect(try rootName(MetricProbe(), at: .xSmall) == "Text \"\(10.0 * 14 / 17) 11.0\"")
    }

    @Test func scaledMetricOutsideAResolveIsTheDeclaredValue() {
        #expect(MetricProbe().side == 10)
    }

    @Test func dividerIsOnePointThickAtAccessibilitySizes() throws {
        let large = try ViewResolver().resolve(Divider(), environment: environment(.large), services: BoxServices())
        let ax1 = try ViewResolver().resolve(Divider(), environment: environment(.accessibility1),
                                             services: BoxServices())
        guard case .divider(let largeThickness) = large.root.behavior,
              case .divider(let ax1Thickness) = ax1.root.behavior else {
            Issue.record("not dividers: \(large.root.behavior) \(ax1.root.behavior)")
            return
        }
        #expect(largeThickness == nil)
        #expect(ax1Thickness == 1)
    }
}

/// `\.layoutDirection` reaches layout nodes and text, and directional symbols flip.
@Suite struct LayoutDirectionTests {
    @Test func theDefaultIsLeftToRight() throws {
        #expect(EnvironmentValues.ios18.layoutDirection == .leftToRight)
        let resolved = try ViewResolver().resolve(HStack { Text("a") }, environment: .ios18, services: BoxServices())
        #expect(resolved.root.layoutDirection == nil)
    }

    @Test func theEnvironmentModifierMarksTheNodesWhereTheDirectionChanges() throws {
        let view = VStack {
            HStack { Text("a"); Text("b") }.environment(\.layoutDirection, .rightToLeft)
            Text("c")
        }
        let resolved = try ViewResolver().resolve(view, environment: .ios18, services: BoxServices())
        #expect(resolved.root.layoutDirection == nil)
        #expect(resolved.root.children.map(\.layoutDirection) == [.rightToLeft, nil])
        // Below the change the direction is inherited, not repeated.
        #expect(resolved.root.children[0].children.allSatisfy { $0.layoutDirection == nil })
    }

    @Test func anInnerChangeBackToLeftToRightIsKept() throws {
        let view = HStack { Text("a").environment(\.layoutDirection, .leftToRight) }
            .environment(\.layoutDirection, .rightToLeft)
        let resolved = try ViewResolver().resolve(view, environment: .ios18, services: BoxServices())
        #expect(resolved.root.layoutDirection == .rightToLeft)
        #expect(resolved.root.children.first?.layoutDirection == .leftToRight)
    }

    @Test func aRightToLeftRootEnvironmentMarksTheRoot() throws {
        var environment = EnvironmentValues.ios18
        environment.layoutDirection = .rightToLeft
        let resolved = try ViewResolver().resolve(HStack { Text("a") }, environment: environment,
                                                  services: BoxServices())
        #expect(resolved.root.layoutDirection == .rightToLeft)
    }

    @Test func textCarriesTheDirectionInItsParagraphStyle() throws {
        var environment = EnvironmentValues.ios18
        environment.layoutDirection = .rightToLeft
        let text = try #require(try resolvedText(Text("שלום"), environment: environment))
        #expect(text.paragraph.layoutDirection == .rightToLeft)
    }

    @Test func forwardAndBackwardSymbolsFlipLeftAndRightDoNot() {
        #expect(Image.symbolFlipsForRightToLeft("chevron.forward"))
        #expect(Image.symbolFlipsForRightToLeft("arrow.backward.circle.fill"))
        #expect(!Image.symbolFlipsForRightToLeft("chevron.right"))
        #expect(!Image.symbolFlipsForRightToLeft("arrow.left"))
        #expect(!Image.symbolFlipsForRightToLeft("cloud.rain"))
    }

    @Test func aFlippingSymbolIsMirroredOnlyInRightToLeft() throws {
        var rtl = EnvironmentValues.ios18
        rtl.layoutDirection = .rightToLeft
        let flipped = try ViewResolver().resolve(Image(systemName: "chevron.forward"), environment: rtl,
                                                 services: BoxServices())
        #expect(flipped.root.name == "flipsForRightToLeft")
        let fixed = try ViewResolver().resolve(Image(systemName: "chevron.right"), environment: rtl,
                                               services: BoxServices())
        #expect(fixed.root.name.hasPrefix("Image"))
        let ltr = try ViewResolver().resolve(Image(systemName: "chevron.forward"), environment: .ios18, services: BoxServices())
        #expect(ltr.root.name.hasPrefix("Image"))
    }
}
