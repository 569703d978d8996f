// Dates in text, formatted in the environment's locale the way an iPhone shows them, deterministically:
// the Gregorian calendar in the environment's time zone (UTC unless set, our choice: a render must not
// depend on the machine), the locale's CLDR patterns from our own table (`LocaleFormats`, no ICU), and
// "now" for relative styles is the environment's `renderDate`. In en_US:
//   .time      "9:41 AM"        (de_DE "09:41", ja_JP "9:41", ar_EG "٩:٤١ ص")
//   .date      "June 5, 2024"   (de_DE "5. Juni 2024", ja_JP "2024年6月5日", he_IL "5 ביוני 2024")
//   .relative  the two largest units of |date − now|: "2 hr, 5 min", "3 min, 20 sec", "1 day, 4 hr"
//   .offset    the same with a sign: "+2 hr, 5 min", "−45 sec"
//   .timer     |date − now| as "5:03" or "2:05:03"

import PortableFoundation

extension Text {
    /// How a date is shown (SwiftUI's `Text.DateStyle`).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 5, 2024".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date: "2 hr, 5 min".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now: "+2 hr, 5 min".
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch reading from now: "5:03".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date in a style.
    ///
    /// ```swift
    /// Text(entry.date, style: .time)
    /// Text(event.start, style: .relative)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.runs = [Run(string: "", attributes: TextAttributes(), date: DateText(date: date, style: style))]
    }
}

/// A date waiting for the environment to be formatted.
struct DateText: Sendable {
    let date: Date
    let style: Text.DateStyle

    func formatted(in environment: EnvironmentValues) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let formats = LocaleFormats(localeIdentifier: environment.localeIdentifier)
        let now = environment.renderDate ?? date
        let seconds = Int(date.timeIntervalSince(now).rounded())
        switch style.kind {
        case .time, .date:
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let fields = LocaleFormats.DateFields(year: parts.year ?? 1970, month: parts.month ?? 1,
                                                  day: parts.day ?? 1, hour: parts.hour ?? 0,
                                                  minute: parts.minute ?? 0)
            return formats.format(fields, pattern: style.kind == .time ? formats.shortTime : formats.longDate)
        case .relative:
            return formats.relative(abs(seconds))
        case .offset:
            return (seconds < 0 ? "−" : "+") + formats.relative(abs(seconds))
        case .timer:
            return Self.timer(abs(seconds), showsHours: true, formats)
        }
    }

    /// A stopwatch reading, "5:03" or "2:05:03", in the locale's digits.
    static func timer(_ total: Int, showsHours: Bool, _ formats: LocaleFormats) -> String {
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        if showsHours, hours > 0 {
            return "\(formats.number(hours)):\(formats.number(minutes, minimumDigits: 2)):"
                + formats.number(secs, minimumDigits: 2)
        }
        return "\(formats.number(total / 60)):\(formats.number(secs, minimumDigits: 2))"
    }
}
