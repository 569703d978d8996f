// Reading an ISO 8601 date-time strictly: `2024-06-05T09:41:00Z`, `2024-06-05T09:41:00.250+02:00`.
//
// The accepted form is RFC 3339's profile of ISO 8601 (§5.6: date-fullyear "-" date-month "-" date-mday
// "T" time-hour ":" time-minute ":" time-second [time-secfrac] time-offset), also `±HHMM` offsets, and a
// lowercase `t` / `z` as RFC 3339 allows. Every field is checked against its range and the calendar
// (proleptic Gregorian, RFC 3339 §5.7: February has 29 days in years divisible by 4 except centuries not
// divisible by 400), so an impossible date or time is an error naming the field, never carried over into
// the next month or day as a calendar would. Leap seconds (`:60`) are refused: a render's "now" does not
// need them. Years run from 1 to 9999, four digits. The instant is counted from the civil date with
// Howard Hinnant's `days_from_civil` (howardhinnant.github.io/date_algorithms.html), no calendar object.
// The `--date` option and a document's `"date"` both read through here.
import PortableFoundation

/// A strict ISO 8601 date-time reader shared by every place that takes a date as text.
///
/// ```swift
/// switch DateTimeText.parse("2024-02-30T09:41:00Z") {
/// case .success(let date): print(date)
/// case .failure(let problem): print(problem)  // day 30 is not in February 2024, which has 29 days
/// }
/// ```
public enum DateTimeText {
    /// Why a text is not a date-time.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not of the form `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
        case notADateTime
        /// A field outside its range: the field's name, its value and the allowed range.
        case outOfRange(field: String, value: Int, range: ClosedRange<Int>)
        /// A day past the end of its month.
        case noSuchDay(day: Int, month: Int, year: Int, days: Int)

        /// The problem in words, without the text itself.
        public var description: String {
            switch self {
            case .notADateTime:
                return "is not an ISO 8601 date-time such as 2024-06-05T09:41:00Z"
            case let .outOfRange(field, value, range) where field == "year":
                return "the year \(value) is out of range; dates from year \(range.lowerBound) to \(range.upperBound) are allowed"
            case let .outOfRange(field, value, range):
                return "\(field) \(value) is out of range (\(range.lowerBound)–\(range.upperBound))"
            case let .noSuchDay(day, month, year, days):
                return "day \(day) is not in \(DateTimeText.monthNames[month - 1]) \(year), which has \(days) days"
            }
        }
    }

    /// The years a date may have.
    public static let years = 1...9999

    /// The instant `text` names, or why it names none.
    public static func parse(_ text: String) -> Result<Date, Problem> {
        var reader = Reader(bytes: Array(text.utf8))
        do {
            return .success(try reader.dateTime())
        } catch {
            return .failure(error)
        }
    }

    /// The days of `month` (1–12) in `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// True for a leap year of the proleptic Gregorian calendar.
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days from 1970-01-01 to a civil date (Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    /// Reads the fields left to right.
    struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func dateTime() throws(Problem) -> Date {
            let year = try self.year()
            try expect(UInt8(ascii: "-"))
            let month = try field("month", digits: 2, range: 1...12)
            try expect(UInt8(ascii: "-"))
            let day = try number(digits: 2)
            guard day >= 1 else { throw .outOfRange(field: "day", value: day, range: 1...31) }
            let days = DateTimeText.daysIn(month: month, year: year)
            guard day <= days else {
                if day > 31 { throw .outOfRange(field: "day", value: day, range: 1...31) }
                throw .noSuchDay(day: day, month: month, year: year, days: days)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") else {
                throw .notADateTime
            }
            index += 1
            let hour = try field("hour", digits: 2, range: 0...23)
            try expect(UInt8(ascii: ":"))
            let minute = try field("minute", digits: 2, range: 0...59)
            try expect(UInt8(ascii: ":"))
            let second = try field("second", digits: 2, range: 0...59)
            let fraction = try self.fraction()
            let offset = try self.offset()
            guard index == bytes.count else { throw .notADateTime }
            let elapsed = DateTimeText.daysFromCivil(year: year, month: month, day: day)
            let seconds = elapsed * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: Double(seconds) + fraction)
        }

        /// Four digits; a sign or another number of digits is a year out of range when it reads as one.
        mutating func year() throws(Problem) -> Int {
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let start = index
            var value = 0
            while index < bytes.count, let digit = Self.digit(bytes[index]), index - start < 9 {
                value = value * 10 + digit
                index += 1
            }
            let count = index - start
            guard count > 0, index < bytes.count, bytes[index] == UInt8(ascii: "-") else { throw .notADateTime }
            let year = negative ? -value : value
            guard DateTimeText.years.contains(year) else {
                throw .outOfRange(field: "year", value: year, range: DateTimeText.years)
            }
            guard count == 4, start == 0 else { throw .notADateTime }
            return year
        }

        mutating func field(_ name: String, digits: Int, range: ClosedRange<Int>) throws(Problem) -> Int {
            let value = try number(digits: digits)
            guard range.contains(value) else { throw .outOfRange(field: name, value: value, range: range) }
            return value
        }

        /// Exactly `digits` decimal digits.
        mutating func number(digits: Int) throws(Problem) -> Int {
            var value = 0
            for _ in 0..<digits {
                guard index < bytes.count, let digit = Self.digit(bytes[index]) else { throw .notADateTime }
                value = value * 10 + digit
                index += 1
            }
            return value
        }

        /// `.` and 1–9 digits, or nothing.
        mutating func fraction() throws(Problem) -> Double {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return 0 }
            index += 1
            var value = 0, scale = 1, count = 0
            while index < bytes.count, let digit = Self.digit(bytes[index]) {
                count += 1
                guard count <= 9 else { throw .notADateTime }
                value = value * 10 + digit
                scale *= 10
                index += 1
            }
            guard count > 0 else { throw .notADateTime }
            return Double(value) / Double(scale)
        }

        /// `Z` (0) or `±HH:MM` / `±HHMM`, in seconds east of UTC.
        mutating func offset() throws(Problem) -> Int {
            guard index < bytes.count else { throw .notADateTime }
            let sign = bytes[index]
            index += 1
            if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") { return 0 }
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { throw .notADateTime }
            let hours = try field("offset hour", digits: 2, range: 0...23)
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
            let minutes = try field("offset minute", digits: 2, range: 0...59)
            let seconds = hours * 3600 + minutes * 60
            return sign == UInt8(ascii: "-") ? -seconds : seconds
        }

        mutating func expect(_ byte: UInt8) throws(Problem) {
            guard index < bytes.count, bytes[index] == byte else { throw .notADateTime }
            index += 1
        }

        static func digit(_ byte: UInt8) -> Int? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
        }
    }
}
