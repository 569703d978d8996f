// The tutorial widget: written the way WidgetKit tutorials write a widget's entry view, with `import Views`
// in place of `import SwiftUI` and otherwise unchanged code. Laid out by the view tests with box
// glyphs and measured by the benchmarks.
import Views

/// The tutorial widget: a progress ring beside a title block, over seven day bars (the done days in orange).
///
/// ```swift
/// StreakWidgetEntryView(entry: SimpleEntry(title: "Running", progress: 0.62, streak: 5, completedDays: 5))
/// ```
public struct StreakWidgetEntryView: View {
    /// What to show.
    public var entry: SimpleEntry

    /// The entry view of `entry`.
    public init(entry: SimpleEntry) {
        self.entry = entry
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                ProgressRingView(progress: entry.progress)
                    .frame(width: 56, height: 56)
                Spacer()
                VStack(alignment: .trailing) {
                    Text(entry.title)
                        .font(.headline)
                        .lineLimit(1)
                    Text("\(entry.streak) days")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 4) {
                ForEach(0..<7, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(i < entry.completedDays ? Color.orange : Color.gray.opacity(0.3))
                        .frame(height: 24)
                }
            }
        }
        .padding()
    }
}
