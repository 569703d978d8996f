/// The sample data of the habit example: a Sunday afternoon of a hydration habit.
struct HabitData: Sendable {
    /// Glasses drunk today.
    var done = 5
    /// Glasses per day to reach the goal.
    var goal = 8
    /// Glasses per day this week, Monday first; the last entry is today, still in progress.
    var week = [8, 6, 9, 8, 8, 10, 5]
    /// The days' initials, Monday first.
    var dayInitials = ["M", "T", "W", "T", "F", "S", "S"]
    /// Days in a row the goal was reached, before today.
    var streakDays = 4
    /// When today's glasses were logged, oldest first.
    var log = ["7:30 AM", "9:15 AM", "11:00 AM", "1:20 PM", "3:45 PM"]
    /// Millilitres per glass.
    var glassMillilitres = 250
    /// The next reminder.
    var nextReminder = "5:00 PM"

    /// The sample the widget shows.
    static let sample = HabitData()

    /// Today's progress, 0…1.
    var progress: Double { Double(done) / Double(goal) }
    /// Glasses still to drink today.
    var remaining: Int { max(0, goal - done) }
    /// Today's progress in whole percent.
    var percent: Int { Int((progress * 100).rounded()) }
    /// Millilitres drunk today, with a thousands separator: "1,250 ml".
    var drunkText: String { Self.millilitres(done * glassMillilitres) }
    /// The day's goal in millilitres: "2,000 ml".
    var goalText: String { Self.millilitres(goal * glassMillilitres) }

    /// "1,250 ml"
    static func millilitres(_ value: Int) -> String {
        let thousands = value / 1000, rest = value % 1000
        guard thousands > 0 else { return "\(value) ml" }
        let padded = rest < 10 ? "00\(rest)" : rest < 100 ? "0\(rest)" : "\(rest)"
        return "\(thousands),\(padded) ml"
    }

    /// The week's average glasses per day, one decimal (past days only).
    var weeklyAverage: String {
        let past = week.dropLast()
        let tenths = (past.reduce(0, +) * 10 + past.count / 2) / max(1, past.count)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
