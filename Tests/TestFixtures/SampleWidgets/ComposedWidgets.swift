// Widgets written the way WidgetKit tutorials write them, with only `import SwiftUI` replaced: the
// composed views of the Render goldens and benchmarks, kept together as one catalog of samples.
import Graphics
import Views

/// A progress ring: two circles (track in .quaternary, trimmed progress with round caps turned −90°)
/// around the percentage in .title2.bold(), a caption in .secondary.
public struct ProgressRingWidget: View {
    /// The part of the ring drawn, 0…1.
    public var progress: Double

    /// The ring at `progress`.
    public init(progress: Double = 0.68) {
        self.progress = progress
    }

    public var body: some View {
        VStack(spacing: 8) {
            ProgressRingView(progress: progress)
            Text("Daily goal")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

/// A text-heavy list: a headline over rows of HStacks with a Spacer, titles cut to one line, times in
/// .secondary.
public struct UpNextListWidget: View {
    struct Item: Identifiable {
        var id: Int
        var title: String
        var time: String
    }

    /// A list with the sample meetings.
    public init() {}

    let items = [
        Item(id: 0, title: "Design review with the widgets team", time: "9:30"),
        Item(id: 1, title: "Lunch", time: "12:00"),
        Item(id: 2, title: "Quarterly planning: roadmap, hiring and budget", time: "14:00"),
        Item(id: 3, title: "Gym", time: "18:15"),
    ]

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Up Next")
                .font(.headline)
            Divider()
            ForEach(items) { item in
                HStack {
                    Text(item.title)
                        .lineLimit(1)
                    Spacer()
                    Text(item.time)
                        .foregroundStyle(.secondary)
                        .monospacedDigit()
                }
                .font(.subheadline)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(Color(.systemBackground))
    }
}

/// A gradient background with an overlay of white text in the bottom-leading corner.
public struct WeatherGradientWidget: View {
    /// The sample.
    public init() {}

    public var body: some View {
        LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Cupertino")
                        .font(.headline)
                    Text("72°")
                        .font(.system(size: 44, weight: .semibold))
                    Text("Partly Cloudy")
                        .font(.caption)
                        .opacity(0.8)
                }
                .foregroundStyle(.white)
                .padding()
            }
    }
}

/// Streak bars: seven rounded bars from ForEach, the done days in orange, the rest in a faint grey.
public struct StreakBarsWidget: View {
    /// How many of the seven bars are done.
    public var done: Int

    /// Bars with `done` days done.
    public init(done: Int = 5) {
        self.done = done
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("\(done)-day streak")
                .font(.headline)
            Spacer()
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(0..<7, id: \.self) { day in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(day < done ? Color.orange : Color.gray.opacity(0.3))
                        .frame(height: 24 + Double(day) * 8)
                }
            }
        }
        .padding()
        .background(Color(.systemBackground))
    }
}

/// Clipping: a gradient tile clipped to a continuous rounded rectangle, a circle-clipped stack of
/// stripes, and a capsule badge with cornerRadius.
public struct ClipShapesWidget: View {
    /// The sample.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                    .frame(width: 64, height: 64)
                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
                VStack(spacing: 0) {
                    Color.red
                    Color.yellow
                    Color.green
                    Color.blue
                }
                .frame(width: 64, height: 64)
                .clipShape(Circle())
            }
            Text("NEW")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Color.indigo)
                .cornerRadius(8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
    }
}

/// Effects and decorations: a card with a soft shadow over a blurred colour blob, a checklist with
/// strike-through and underlined items.
public struct ChecklistCardWidget: View {
    /// The sample.
    public init() {}

    public var body: some View {
        ZStack {
            Circle()
                .fill(Color.pink)
                .frame(width: 90, height: 90)
                .blur(radius: 12)
                .offset(x: 35, y: -35)
            VStack(alignment: .leading, spacing: 4) {
                Text("Groceries")
                    .font(.headline)
                Text("Milk")
                    .strikethrough()
                    .foregroundStyle(.secondary)
                Text("Eggs")
                    .underline(color: .orange)
                Text("Bread")
            }
            .padding(12)
            .background(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3)
            )
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
    }
}
