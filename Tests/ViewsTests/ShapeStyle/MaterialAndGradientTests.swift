import Graphics
import Testing
@testable import Views

@Suite struct MaterialAndGradientTests {
    @Test func materialsGetMoreOpaqueAsTheyThicken() {
        let alphas = [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map { $0.color(in: .light).alpha }
        #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count)
    }

    @Test func materialTintFollowsTheScheme() {
        #expect(Material.regular.color(in: .light) == RGBAColor(r255: 255, 255, 255, alpha: 0.7))
        #expect(Material.regular.color(in: .dark) == RGBAColor(r255: 28, 28, 30, alpha: 0.7))
    }

    @Test func colorGradientTopIsLighterByFifteenPercentLightness() {
        // Grey 128 (L 0.502) → L 0.652: grey 166.
        let top = ColorGradientTop.lightened(RGBAColor(r255: 128, 128, 128))
        #expect(abs(top.red * 255 - 166.26) < 0.01 && top.red == top.green && top.green == top.blue)
        // Hue is held: pure blue stays blue, lighter.
        let blue = ColorGradientTop.lightened(RGBAColor(red: 0, green: 0, blue: 1))
        #expect(blue.blue == 1 && abs(blue.red - 0.3) < 1e-9 && abs(blue.green - 0.3) < 1e-9)
        // White cannot get lighter.
        #expect(ColorGradientTop.lightened(RGBAColor(red: 1, green: 1, blue: 1)) == RGBAColor(red: 1, green: 1, blue: 1))
    }

    @Test func colorGradientPaintsTopToBottomFromLighterToTheColour() throws {
        var environment = EnvironmentValues.ios18
        environment.colorScheme = .light
        let paint = try #require(ShapeStyleResolver.paint(Color.blue.gradient, level: 0, foreground: nil,
                                                          environment: environment))
        guard case let .linearGradient(stops, start, end) = paint else { Issue.record("\(paint)"); return }
        #expect(start == .top && end == .bottom)
        #expect(stops.stops.last?.color == RGBAColor(r255: 0, 122, 255))
        #expect((stops.stops.first?.color.luma ?? 0) > (stops.stops.last?.color.luma ?? 1))
    }

    @Test func symbolVariantCandidatesFollowSFSymbolsNaming() {
        #expect(SymbolVariants.circle.fill.candidateNames(for: "heart")
            == ["heart.circle.fill", "heart.circle", "heart.fill", "heart"])
        #expect(SymbolVariants.slash.candidateNames(for: "bell.fill") == ["bell.slash.fill", "bell.fill"])
        #expect(SymbolVariants.fill.candidateNames(for: "star.fill") == ["star.fill"])
    }
}
