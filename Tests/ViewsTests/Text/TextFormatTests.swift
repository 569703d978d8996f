import Foundation
import Graphics
import Layout
import Testing
@testable import Views

/// `Text(_:format:)` and `"\(value, format:)"`: Foundation's format styles in the environment's locale.
@Suite struct TextFormatTests {
    private func shown(_ text: Text, locale: String = "en_US") throws -> String? {
        var environment = EnvironmentValues.ios18
        environment.setLocale(identifier: locale)
        return try resolvedText(text, environment: environment)?.string
    }

    @Test func numberFormatGroupsInTheEnvironmentLocale() throws {
        #expect(try shown(Text(12_480, format: .number)) == "12,480")
        #expect(try shown(Text(12_480, format: .number), locale: "de_DE") == "12.480")
        #expect(try shown(Text(1234.5, format: .number), locale: "fr_FR") == "1\u{202F}234,5")
    }

    @Test func percentFormatFollowsTheLocale() throws {
        #expect(try shown(Text(0.42, format: .percent)) == "42%")
        #expect(try shown(Text(0.42, format: .percent), locale: "de_DE") == "42\u{00A0}%")
        #expect(try shown(Text(0.42, format: .percent), locale: "ar_EG") == "٤٢٪؜")
    }

    @Test func currencyFormatPlacesTheSymbolByLocale() throws {
        #expect(try shown(Text(4.99, format: .currency(code: "EUR"))) == "€4.99")
        #expect(try shown(Text(4.99, format: .currency(code: "EUR")), locale: "de_DE") == "4,99\u{00A0}€")
        #expect(try shown(Text(480, format: .currency(code: "JPY")), locale: "ja_JP") == "¥480")
    }

    @Test func dateFormatStyleUsesTheEnvironmentLocale() throws {
        let date = Date(timeIntervalSince1970: 1_717_580_460)
        let style = Date.FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .gmt).weekday(.wide)
        #expect(try shown(Text(date, format: style)) == "Wednesday")
        #expect(try shown(Text(date, format: style), locale: "de_DE") == "Mittwoch")
    }

    @Test func formatInterpolationJoinsTheKeyText() throws {
        #expect(try shown(Text("\(12_480, format: .number) steps")) == "12,480 steps")
        #expect(try shown(Text("\(12_480, format: .number) Schritte"), locale: "de_DE") == "12.480 Schritte")
    }
}
