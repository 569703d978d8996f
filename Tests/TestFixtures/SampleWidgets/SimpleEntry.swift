// The timeline entry of the tutorial widget.

/// What the tutorial widget shows: a title, a progress, a streak and the days done this week.
public struct SimpleEntry: Sendable {
    /// The habit's name.
    public let title: String
    /// Today's progress, 0…1.
    public let progress: Double
    /// Days in a row.
    public let streak: Int
    /// Days done of the seven shown.
    public let completedDays: Int

    /// An entry.
    public init(title: String, progress: Double, streak: Int, completedDays: Int) {
        self.title = title
        self.progress = progress
        self.streak = streak
        self.completedDays = completedDays
    }
}
