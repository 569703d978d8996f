import Graphics
import SwiftUI
import Testing
import UIKit

@Suite struct UIFontTests {
    @Test func preferredFontIsTheSwiftUITextStyle() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(Font(headline) == .headline)
        #expect(headline.pointSize == 17)
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .caption)
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .title)
    }

    @Test func systemFontKeepsSizeAndWeight() {
        #expect(Font(UIFont.systemFont(ofSize: 40, weight: .thin)) == .system(size: 40, weight: .thin))
        #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == .system(size: 12, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 12).withSize(20).pointSize == 20)
    }

    @Test func weightBetweenUIKitValuesPicksTheNearest() {
        #expect(Font(UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(rawValue: 0.35))) == .system(size: 10, weight: .semibold))
    }

    @Test func namedFontRequiresANameAndAPositiveSize() {
        #expect(UIFont(name: "Avenir-Heavy", size: 14).map(Font.init) == .custom("Avenir-Heavy", size: 14))
        #expect(UIFont(name: "", size: 14) == nil)
        #expect(UIFont(name: "Avenir", size: 0) == nil)
    }

    @Test func fontMetricsScaleANamedFontWithTheRendersTypeSize() throws {
        let avenir = try #require(UIFont(name: "Avenir", size: 20))
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: avenir)
        #expect(Font(scaled) == .custom("Avenir", size: 20, relativeTo: .title))
        #expect(Font(UIFontMetrics.default.scaledFont(for: avenir)) == .custom("Avenir", size: 20, relativeTo: .body))
        #expect(scaled.pointSize == 20 && scaled.fontName == "Avenir")
    }

    @Test func fontMetricsLeaveSystemFontsAndValuesAtTheDefaultSize() {
        let system = UIFont.systemFont(ofSize: 15, weight: .medium)
        #expect(Font(UIFontMetrics(forTextStyle: .headline).scaledFont(for: system, maximumPointSize: 30)) == Font(system))
        #expect(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 8, compatibleWith: nil) == 8)
    }

    @Test func deviceIsAnIPhoneOnIOS() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(device.systemName == "iOS" && device.model == "iPhone")
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown && device.identifierForVendor == nil)
    }
}
