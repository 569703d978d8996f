import Graphics
import SwiftUI
import Testing
import UIKit

@Suite struct UIColorTests {
    @Test func componentsReadBackThroughGetRed() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let ok = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(ok)
        #expect([r, g, b, a] == [0.2, 0.4, 0.6, 0.8])
    }

    @Test func outOfRangeComponentsAreClamped() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 1.5, green: -1, blue: .nan, alpha: 2).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0, 0, 1])
    }

    @Test func whiteIsAGrey() {
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
    }

    @Test func dynamicProviderIsResolvedPerStyle() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified)) == .white)
    }

    @Test func systemColorsCarryBothSchemes() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.label.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 1, 1, 1])
        #expect(UIColor.systemRed.resolvedColor(with: dark) != UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func colorOfADynamicUIColorFollowsTheColorScheme() throws {
        let color = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .red : .blue })
        let light = try pixels(color, width: 4, height: 4, scheme: .light)
        let dark = try pixels(color, width: 4, height: 4, scheme: .dark)
        #expect(rgba(light, x: 1, y: 1) == [0, 0, 255, 255])
        #expect(rgba(dark, x: 1, y: 1) == [255, 0, 0, 255])
    }

    @Test func colorOfAFixedUIColorIsThatColor() {
        var light = EnvironmentValues.ios18
        light.colorScheme = .light
        #expect(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).resolve(in: light)
                == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func uiColorOfASwiftUIColorKeepsBothSchemes() {
        let bridged = UIColor(Color(.secondaryLabel))
        #expect(bridged == UIColor.secondaryLabel)
    }

    @Test func displayP3IsConvertedToSRGB() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        // P3's red is outside sRGB: red clamps to 1, green and blue to 0.
        #expect(abs(r - 1) < 1e-9 && g == 0 && b == 0, "\(r) \(g) \(b)")
        UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.5) < 0.002 && abs(g - 0.5) < 0.002 && abs(b - 0.5) < 0.002)
    }

    @Test func withAlphaComponentReplacesAlpha() {
        #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
    }
}
