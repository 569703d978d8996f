import Foundation
import SwiftUI
import Testing

// `String(localized:)` (WidgetRenderFoundation, re-exported by SwiftUI): no string table is read, so the text is
// the development-language value with its interpolations formatted; the key carries Apple's format specifiers.
@Suite struct LocalizationValueTests {
    @Test func interpolatedValuesAreFormattedIntoTheText() {
        let count = 3, hero = "Tiger", level = 2.5
        #expect(String(localized: "\(count) heroes", comment: "Leaderboard count") == "3 heroes")
        #expect(String(localized: "\(hero) is at level \(level)") == "Tiger is at level 2.5")
        #expect(String(localized: "Plain", table: "Widget") == "Plain")
    }

    @Test func theKeyHasAFormatSpecifierPerValue() {
        let count = 3, hero = "Tiger", level = 2.5
        let value: String.LocalizationValue = "\(hero) has \(count) runs at \(level) (100%)"
        #expect(value.key == "%@ has %lld runs at %lf (100%%)")
        #expect(value.resolved == "Tiger has 3 runs at 2.5 (100%)")
    }

    @Test func aStaticKeyShowsItsDefaultValue() {
        let count = 5
        #expect(String(localized: "leaderboard.title", defaultValue: "Top \(count)", comment: "Title") == "Top 5")
    }

    @Test func aFormatStyleFormatsItsValue() {
        let year = String(localized: "Since \(Date(timeIntervalSince1970: 0), format: .dateTime.year())")
        #expect(year == "Since 1970")
    }

    @Test func aResourceStillResolves() {
        let resource: LocalizedStringResource = "Heroes"
        #expect(String(localized: resource) == "Heroes")
    }
}
