import Graphics
import Layout
import Testing
@testable import Views

/// WIDGETKIT.md §6.2–6.3.
@Suite struct HierarchicalStyleTests {
    @Test func defaultForegroundIsTheLabelColour() throws {
        #expect(try firstPaint(Text("a"), environment: environment(.light)) == solid(0, 0, 0))
        #expect(try firstPaint(Text("a"), environment: environment(.dark)) == solid(255, 255, 255))
    }

    @Test func secondaryIsTheSecondaryLabelInLightAndDark() throws {
        let view = Text("a").foregroundStyle(.secondary)
        #expect(try firstPaint(view, environment: environment(.light)) == solid(60, 60, 67, 0.6))
        #expect(try firstPaint(view, environment: environment(.dark)) == solid(235, 235, 245, 0.6))
    }

    @Test func tertiaryAndQuaternaryAreTheirLabelColours() throws {
        #expect(try firstPaint(Circle().fill(.tertiary)) == solid(60, 60, 67, 0.3))
        #expect(try firstPaint(Circle().stroke(.quaternary, lineWidth: 8), environment: environment(.dark))
                == solid(235, 235, 245, 0.16))
    }

    @Test func secondaryInsideCustomForegroundHalvesItsOpacity() throws {
        let view = VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.red)
        #expect(try firstPaint(view) == solid(255, 59, 48, 0.5))
    }

    @Test func levelsInsideCustomForegroundUseTheDocumentedFactors() throws {
        func paint(_ style: HierarchicalShapeStyle) throws -> ResolvedPaint? {
            try firstPaint(Rectangle().fill(style).foregroundStyle(Color.blue))
        }
        #expect(try paint(.primary) == solid(0, 122, 255, 1))
        #expect(try paint(.tertiary) == solid(0, 122, 255, 0.25))
        #expect(try paint(.quaternary) == solid(0, 122, 255, 0.18))
    }

    @Test func secondaryInsideSecondaryGoesOneLevelFurther() throws {
        let view = VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.secondary)
        #expect(try firstPaint(view) == solid(60, 60, 67, 0.3))
    }

    @Test func explicitSecondaryStyleIsUsedForTheSecondLevel() throws {
        let view = Text("a").foregroundStyle(.secondary).foregroundStyle(.red, .green)
        #expect(try firstPaint(view) == solid(52, 199, 89))
    }

    @Test func colorSecondaryIsFixedWhateverTheForeground() throws {
        let view = Text("a").foregroundStyle(Color.secondary).foregroundStyle(.red)
        #expect(try firstPaint(view) == solid(60, 60, 67, 0.6))
    }

    @Test func fillLevelsAreTheSystemFills() throws {
        #expect(try firstPaint(Rectangle().fill(.fill)) == solid(120, 120, 128, 0.2))
        #expect(try firstPaint(Rectangle().fill(.fill.tertiary)) == solid(118, 118, 128, 0.12))
        #expect(try firstPaint(Rectangle().fill(.fill.quaternary), environment: environment(.dark))
                == solid(118, 118, 128, 0.18))
    }

    @Test func systemColoursFollowTheColourScheme() throws {
        #expect(try firstPaint(Color.orange, environment: environment(.light)) == solid(255, 149, 0))
        #expect(try firstPaint(Color.orange, environment: environment(.dark)) == solid(255, 159, 10))
    }

    @Test func colourOpacityMultipliesAlpha() throws {
        #expect(try firstPaint(Color.gray.opacity(0.3)) == solid(142, 142, 147, 0.3))
    }

    @Test func tintDefaultsToSystemBlueAndFollowsTheTintModifier() throws {
        #expect(try firstPaint(Capsule().fill(.tint)) == solid(0, 122, 255))
        #expect(try firstPaint(Capsule().fill(.tint).tint(.pink)) == solid(255, 45, 85))
    }

    @Test func gradientStylesResolveTheirColoursRelativeToBounds() throws {
        let paint = try firstPaint(Circle().fill(.linearGradient(colors: [.white, .black], startPoint: .top,
                                                                  endPoint: .bottom)))
        guard case .linearGradient(let stops, let start, let end)? = paint else {
            Issue.record("not a linear gradient: \(String(describing: paint))")
            return
        }
        #expect(stops.stops.map(\.color) == [.white, .black])
        #expect(start == .top && end == .bottom)
    }

    @Test func colorComponentInitialisersMatchSwiftUI() throws {
        #expect(try firstPaint(Color(red: 1, green: 0.5, blue: 0)) == .solid(RGBAColor(red: 1, green: 0.5, blue: 0)))
        #expect(try firstPaint(Color(white: 0.2, opacity: 0.5)) == .solid(RGBAColor(white: 0.2, alpha: 0.5)))
        #expect(try firstPaint(Color(hue: 0, saturation: 1, brightness: 1)) == .solid(RGBAColor(red: 1, green: 0, blue: 0)))
    }

    @Test func dividerUsesTheSeparatorColour() throws {
        #expect(try firstPaint(Divider(), environment: environment(.light)) == solid(60, 60, 67, 0.29))
        #expect(try firstPaint(Divider(), environment: environment(.dark)) == solid(84, 84, 88, 0.6))
    }
}
