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
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        return environment
    }

    func rootName<V: View>(_ view: V, at size: DynamicTypeSize = .large) throws -> String {
        try ViewResolver().resolve(view, environment: environment(size), services: BoxServices()).root.name
    }

    @Test func theDefaultSizeIsLarge() throws {
        #expect(EnvironmentValues().dynamicTypeSize == .large)
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
        var values = EnvironmentValues()
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
