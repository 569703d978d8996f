@testable import Drawing
import Graphics
import Raster
import Testing

@Suite struct AccentedPassTests {
    let tint = RGBAColor(r255: 255, 149, 0)

    func list() -> DisplayList {
        var list = DisplayList(pixelWidth: 10, pixelHeight: 10)
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 5, height: 5)), .solid(RGBAColor(red: 0.2, green: 0.9, blue: 0.1, alpha: 0.5)), .nonZero))
        list.append(.fill(Path(Rect(x: 5, y: 5, width: 5, height: 5)), .solid(RGBAColor(red: 0, green: 0, blue: 1)), .nonZero),
                    accentGroup: .accent)
        return list
    }

    @Test func defaultGroupTakesTheDefaultColourWithItsAlpha() {
        let defaultColor = ModeChoices.accentedDefaultColor(tint: tint)
        let out = AccentedPass.apply(to: list(), defaultColor: defaultColor, accentColor: tint)
        guard case .fill(_, .solid(let c), _) = out.items[0].command else {
            Issue.record("first command is not a solid fill"); return
        }
        #expect(c == defaultColor.withAlpha(0.5))
    }

    @Test func accentGroupTakesTheTint() {
        let out = AccentedPass.apply(to: list(), defaultColor: .white, accentColor: tint)
        guard case .fill(_, .solid(let c), _) = out.items[1].command else {
            Issue.record("second command is not a solid fill"); return
        }
        #expect(c == tint)
    }

    @Test func paintOrderAndGroupsAreKept() {
        let out = AccentedPass.apply(to: list(), defaultColor: .white, accentColor: tint)
        #expect(out.items.map(\.accentGroup) == [.default, .accent])
        #expect(out.items.count == 2)
    }

    @Test func gradientStopsKeepTheirAlpha() throws {
        let stops = try #require(GradientStops([
            GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), location: 0),
            GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.25), location: 1),
        ]))
        let paint = AccentedPass.template(.linearGradient(stops, start: .zero, end: Point(10, 0)), tint)
        guard case .linearGradient(let out, _, _) = paint else { Issue.record("not a gradient"); return }
        #expect(out.stops.map(\.color) == [tint, tint.withAlpha(0.25)])
    }

    @Test func defaultColourIsTintMixedWithWhite() {
        let c = ModeChoices.accentedDefaultColor(tint: RGBAColor(red: 0, green: 0, blue: 0))
        #expect(abs(c.red - 0.6) < 1e-9 && abs(c.green - 0.6) < 1e-9)
    }
}
