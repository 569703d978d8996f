import Foundation
import Graphics
import Layout
import Testing
@testable import Views

/// An integer interpolated into a `Text` literal is shown as SwiftUI shows it: Foundation's localized `%lld`,
/// grouped by thousands in the environment's locale ("8,432" in en_US; the reason `Text("\(year)")` reads
/// "2,024" on iOS). Checked against the toolchain's ICU 76 (CLDR 46) number formatting.
@Suite struct IntegerInterpolationTests {
    private func shown(_ text: Text, _ locale: String = "en_US") throws -> String? {
        var environment = EnvironmentValues.ios18
        environment.setLocale(identifier: locale)
        return try resolvedText(text, environment: environment)?.string
    }

    @Test func englishGroupsThousandsWithACommaAndKeepsTheLiteralInOneRun() throws {
        #expect(try shown(Text("\(8_432) steps")) == "8,432 steps")
        #expect(try shown(Text("\(42)%")) == "42%")
        #expect(try shown(Text("\(-1_234_567)")) == "-1,234,567")
        var environment = EnvironmentValues.ios18
        environment.setLocale(identifier: "en_US")
        #expect(try resolvedText(Text("\(8_432) steps"), environment: environment)?.runs.count == 1)
    }

    @Test func eachLocaleGroupsAndWritesDigitsAsICUDoes() throws {
        for locale in ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "ja_JP", "zh_CN", "he_IL",
                       "ar_EG", "ar_AE", "ar_SA"] {
            for value in [7, 999, 8_432, 18_432, 1_234_567, -8_432] {
                let icu = value.formatted(.number.locale(Locale(identifier: locale)))
                #expect(try shown(Text("\(value)"), locale) == icu, "\(locale) \(value)")
            }
        }
    }

    @Test func spanishAndItalianLeaveFourDigitsUngrouped() throws {
        #expect(try shown(Text("\(8_432)"), "it_IT") == "8432")
        #expect(try shown(Text("\(8_432)"), "es_ES") == "8432")
        #expect(try shown(Text("\(18_432)"), "es_ES") == "18.432")
    }

    @Test func egyptianArabicUsesArabicIndicDigitsAndSeparator() throws {
        #expect(try shown(Text("\(8_432)"), "ar_EG") == "٨٬٤٣٢")
    }

    @Test func verbatimAndStringConversionKeepBareDigits() throws {
        #expect(try shown(Text(verbatim: "8432")) == "8432")
        #expect(try shown(Text(String(2024))) == "2024")
        #expect(try shown(Text("\(2024, specifier: "%d")")) == "2024")
    }

    @Test func theWidestIntegersKeepEveryDigit() throws {
        #expect(try shown(Text("\(Int64.min)")) == "-9,223,372,036,854,775,808")
        #expect(try shown(Text("\(UInt64.max)")) == "18,446,744,073,709,551,615")
    }

    @Test func markdownAroundTheNumberStylesIt() throws {
        var environment = EnvironmentValues.ios18
        environment.setLocale(identifier: "en_US")
        let resolved = try #require(try resolvedText(Text("**\(8_432)** steps"), environment: environment))
        #expect(resolved.string == "8,432 steps")
        let literal = try #require(try resolvedText(Text("**8,432** steps"), environment: environment))
        #expect(resolved.runs.first?.string == "8,432")
        #expect(resolved.runs.first?.font == literal.runs.first?.font, "bold as the literal's")
    }
}
