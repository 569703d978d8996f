// The date and duration formats of one locale, as data: the CLDR patterns and names that iOS's
// `DateFormatter` (date style .long, time style .short) and SwiftUI's relative date text use, for the
// locales whose scripts we bundle fonts for. Our own subset of CLDR instead of ICU, so the CLI formats
// dates without loading FoundationInternationalization and ICU (docs/performance.md) and every machine
// gives the same strings. The data is `LocaleFormats+Table.swift`; how a locale finds its entry is
// `LocaleFormats+Lookup.swift`.

/// How one locale writes dates, times, durations and digits.
struct LocaleFormats: Sendable {
    /// The CLDR pattern of the long date ("MMMM d, y"): SwiftUI's `Text(date, style: .date)`.
    var longDate: String
    /// The CLDR pattern of the short time ("h:mm a"): SwiftUI's `Text(date, style: .time)`.
    var shortTime: String
    /// The twelve month names in the format context (`MMMM`).
    var monthNames: [String]
    /// The day-period names (`a`): before noon, after noon.
    var dayPeriods: (am: String, pm: String)
    /// The ten digits, zero first (ASCII unless the locale's numbering system is another).
    var digits: [Character]
    /// The plural rule that picks a duration unit's form.
    var pluralRule: PluralRule
    /// The abbreviated duration units, largest first: weeks, days, hours, minutes, seconds. Each maps a
    /// plural category to a pattern where `{0}` is the number; `other` is required.
    var units: [[PluralCategory: String]]
    /// Joins two units of a duration ("{0}, {1}").
    var unitJoin: String
    /// How whole numbers are grouped by thousands: CLDR's grouping symbol and minimumGroupingDigits (Spanish
    /// writes 8432 ungrouped and 18.432 grouped). Set per language by the lookup.
    var grouping: (separator: String, minimumDigits: Int) = (",", 1)
    /// The minus sign (CLDR; Arabic with Arabic-Indic digits puts an Arabic letter mark before it).
    var minusSign = "-"

    /// The pattern of `count` of unit `unitIndex` (0 weeks … 4 seconds) with the number in place.
    func unit(_ unitIndex: Int, count: Int) -> String {
        let forms = units[unitIndex]
        let pattern = forms[pluralRule.category(of: count)] ?? forms[.other] ?? "{0}"
        return pattern.replacing("{0}", with: number(count), maxReplacements: 1)
    }

    /// A whole number as SwiftUI shows an interpolated integer (`Text("\\(steps) steps")`: Foundation's
    /// localized `%lld`): the locale's digits, grouped by thousands from `grouping.minimumDigits + 3` digits.
    /// `magnitude` is the number's decimal digits in ASCII.
    func groupedNumber(magnitude: String, isNegative: Bool) -> String {
        var grouped = ""
        let count = magnitude.count
        let groups = count >= 3 + grouping.minimumDigits
        for (index, character) in magnitude.enumerated() {
            if groups, index > 0, (count - index) % 3 == 0 { grouped += grouping.separator }
            if let ascii = character.asciiValue, ascii >= 48, ascii <= 57 {
                grouped.append(digits[Int(ascii - 48)])
            } else {
                grouped.append(character)
            }
        }
        return isNegative ? minusSign + grouped : grouped
    }

    /// A whole number in the locale's digits, without grouping (day, year, duration counts).
    func number(_ value: Int, minimumDigits: Int = 1) -> String {
        var text = String(value.magnitude)
        while text.count < minimumDigits { text = "0" + text }
        let localized = String(text.map { character -> Character in
            guard let ascii = character.asciiValue, ascii >= 48, ascii <= 57 else { return character }
            return digits[Int(ascii - 48)]
        })
        return value < 0 ? "-" + localized : localized
    }
}
