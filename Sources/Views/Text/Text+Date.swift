// Dates in text, formatted the way an en-US iPhone shows them, deterministically: the Gregorian
// calendar in the environment's time zone (UTC unless set, our choice: a render must not depend on
// the machine), and "now" for relative styles is the environment's `renderDate`.
//   .time      "9:41 AM"
//   .date      "June 5, 2024"
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

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    func formatted(in environment: EnvironmentValues) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let now = environment.renderDate ?? date
        let seconds = Int(date.timeIntervalSince(now).rounded())
        switch style.kind {
        case .time:
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            let hour = parts.hour ?? 0, minute = parts.minute ?? 0
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            return "\(hour12):\(Self.twoDigits(minute)) \(hour < 12 ? "AM" : "PM")"
        case .date:
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let month = Self.monthNames[min(max((parts.month ?? 1) - 1, 0), 11)]
            return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
        case .relative:
            return Self.relative(abs(seconds))
        case .offset:
            return (seconds < 0 ? "−" : "+") + Self.relative(abs(seconds))
        case .timer:
            let total = abs(seconds)
            let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
            return hours > 0 ? "\(hours):\(Self.twoDigits(minutes)):\(Self.twoDigits(secs))"
                : "\(minutes):\(Self.twoDigits(secs))"
        }
    }

    /// The two largest non-zero units, abbreviated as iOS does ("2 hr, 5 min").
    static func relative(_ seconds: Int) -> String {
        let units: [(Int, String, String)] = [(604_800, "wk", "wk"), (86_400, "day", "days"), (3600, "hr", "hr"),
                                              (60, "min", "min"), (1, "sec", "sec")]
        var remaining = seconds
        var parts: [String] = []
        for (size, singular, plural) in units where parts.count < 2 {
            let count = remaining / size
            remaining -= count * size
            if count > 0 { parts.append("\(count) \(count == 1 ? singular : plural)") } else if !parts.isEmpty { break }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
