import Foundation
import Graphics
import Layout
import Testing
@testable import Views

/// `Text(date, style:)` in the environment's locale. Expected strings are what the Swift 6.3 toolchain's
/// ICU 76 (CLDR 46, the data iOS's ICU ships) gives for DateFormatter's long date and short time and for
/// abbreviated durations; `tableAgreesWithICU` checks the whole table against it.
@Suite struct LocaleDateTextTests {
    /// 2024-06-05 09:41:00 UTC.
    let morning = Date(timeIntervalSince1970: 1_717_580_460)

    private func text(_ style: Text.DateStyle, _ locale: String, date: Date? = nil, now: Date? = nil) throws -> String? {
        var environment = EnvironmentValues.ios18
        environment.setLocale(identifier: locale)
        environment.renderDate = now
        return try resolvedText(Text(date ?? morning, style: style), environment: environment)?.string
    }

    @Test func germanWritesDayMonthYearAndTwentyFourHourTime() throws {
        #expect(try text(.date, "de_DE") == "5. Juni 2024")
        #expect(try text(.time, "de_DE") == "09:41")
        #expect(try text(.time, "de_DE", date: morning.addingTimeInterval(6 * 3600)) == "15:41")
    }

    @Test func japaneseWritesYearMonthDayWithKanji() throws {
        #expect(try text(.date, "ja_JP") == "2024年6月5日")
        #expect(try text(.time, "ja_JP") == "9:41")
    }

    @Test func hebrewWritesTheMonthWithItsPrefix() throws {
        #expect(try text(.date, "he_IL") == "5 ביוני 2024")
        #expect(try text(.time, "he_IL") == "9:41")
    }

    @Test func egyptianArabicUsesArabicIndicDigits() throws {
        #expect(try text(.date, "ar_EG") == "٥ يونيو، ٢٠٢٤")
        #expect(try text(.time, "ar_EG") == "٩:٤١\u{00A0}ص")
        #expect(try text(.time, "ar_EG", date: morning.addingTimeInterval(6 * 3600)) == "٣:٤١\u{00A0}م")
    }

    @Test func arabicWithoutARegionUsesLatinDigits() throws {
        #expect(try text(.date, "ar") == "5 يونيو، 2024")
        #expect(try text(.date, "ar_AE") == "5 يونيو، 2024")
    }

    @Test func spanishQuotedLiteralsAreKept() throws {
        #expect(try text(.date, "es_ES") == "5 de junio de 2024")
        #expect(try text(.time, "es_ES") == "9:41")
    }

    @Test func britishEnglishDiffersFromAmerican() throws {
        #expect(try text(.date, "en_GB") == "5 June 2024")
        #expect(try text(.time, "en_GB") == "09:41")
        #expect(try text(.date, "en_US") == "June 5, 2024")
    }

    @Test func unknownLanguageFormatsAsEnglish() throws {
        #expect(try text(.date, "sw_KE") == "June 5, 2024")
    }

    @Test func relativeStyleUsesTheLocaleUnitsAndJoin() throws {
        let now = morning.addingTimeInterval(-(2 * 3600 + 5 * 60))
        #expect(try text(.relative, "de_DE", now: now) == "2 Std., 5 Min.")
        #expect(try text(.relative, "fr_FR", now: now) == "2\u{202F}h et 5\u{00A0}min")
        #expect(try text(.relative, "ja_JP", now: now) == "2時間 5分")
        #expect(try text(.relative, "zh_CN", now: now) == "2小时5分钟")
        #expect(try text(.offset, "de_DE", now: now) == "+2 Std., 5 Min.")
    }

    @Test func hebrewRelativeUsesTheDualForTwo() throws {
        let now = morning.addingTimeInterval(-(2 * 3600 + 5 * 60))
        #expect(try text(.relative, "he_IL", now: now) == "שעתיים ו5 דק׳")
    }

    @Test func arabicRelativeFollowsArabicPluralCategories() throws {
        #expect(try text(.relative, "ar_EG", now: morning.addingTimeInterval(-(2 * 3600 + 5 * 60))) == "٢ س ٥ د")
        #expect(try text(.relative, "ar_EG", now: morning.addingTimeInterval(-(3 * 86_400 + 3600))) == "٣ أيام ١ س")
        #expect(try text(.relative, "ar_EG", now: morning.addingTimeInterval(-86_400)) == "يوم")
        #expect(try text(.relative, "ar_EG", now: morning.addingTimeInterval(-11 * 604_800)) == "١١ أسبوعًا")
    }

    @Test func timerUsesTheLocaleDigits() throws {
        let now = morning.addingTimeInterval(-(5 * 60 + 3))
        #expect(try text(.timer, "ar_EG", now: now) == "٥:٠٣")
        #expect(try text(.timer, "de_DE", now: now) == "5:03")
    }

    @Test func englishPluralWeeksTakeAnS() throws {
        #expect(try text(.relative, "en_US", now: morning.addingTimeInterval(-2 * 604_800)) == "2 wks")
        #expect(try text(.relative, "en_US", now: morning.addingTimeInterval(-604_800)) == "1 wk")
    }

    /// Every table entry against the toolchain's ICU: a failure here means CLDR changed, and the table
    /// (LocaleFormats+Table.swift) should follow it. English keeps U+0020 before AM/PM [C].
    @Test(arguments: ["en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "ja_JP", "zh_CN", "he_IL", "ar_EG", "ar"])
    func tableAgreesWithICU(locale: String) throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        for hours in [0, 6, 14] {
            let date = morning.addingTimeInterval(Double(hours * 3600))
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            #expect(try text(.date, locale, date: date) == formatter.string(from: date))
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            #expect(try text(.time, locale, date: date) == formatter.string(from: date))
        }
        let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
        for seconds in [1, 2, 3, 59, 120, 7500, 86_400, 2 * 86_400 + 3600, 3 * 86_400, 11 * 86_400, 14 * 604_800] {
            let expected = Duration.seconds(seconds).formatted(
                .units(allowed: units, width: .abbreviated, maximumUnitCount: 2).locale(Locale(identifier: locale)))
            #expect(try text(.relative, locale, now: morning.addingTimeInterval(-Double(seconds))) == expected,
                    "\(seconds) s")
        }
    }
}
