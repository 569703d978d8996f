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
}
