import Views
import Widgets

/// The default built-in example: a hydration habit tracker with a progress ring and a week of streak bars,
/// laid out differently for each family as the HIG advises.
struct HabitTrackerWidget: View {
    /// Glasses drunk today and the daily goal.
    var done = 5
    var goal = 8
    /// Glasses per day over the last seven days, oldest first (today last).
    var week = [8, 6, 8, 7, 8, 3, 5]
    var streakDays = 12

    @Environment(\.widgetFamily) private var family

    private var progress: Double { Double(done) / Double(goal) }

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(done)/\(goal) glasses · \(streakDays)-day streak")
        case .accessoryCircular, .accessoryCorner:
            ZStack {
                Circle().stroke(Color.white.opacity(0.3), lineWidth: 6)
                Circle().trim(from: 0, to: progress)
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                VStack(spacing: 0) {
                    Text("\(done)").font(.system(size: 22, weight: .semibold, design: .rounded))
                    Text("of \(goal)").font(.system(size: 10, weight: .medium))
                }
            }
            .padding(5)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("Hydration").font(.headline)
                Text("\(done) of \(goal) glasses").font(.caption)
                StreakBars(week: week, goal: goal, height: 14)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .systemSmall:
            VStack(alignment: .leading, spacing: 6) {
                Text("Drink Water").font(.headline)
                Text("\(done) of \(goal) completed").font(.caption).foregroundStyle(.secondary)
                ProgressRing(progress: progress, lineWidth: 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                StreakBars(week: week, goal: goal, height: 20)
            }
        case .systemMedium, .systemLarge, .systemExtraLarge:
            HStack(spacing: 16) {
                ProgressRing(progress: progress, lineWidth: 10)
                    .frame(width: family == .systemMedium ? 110 : 150)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Drink Water").font(.title3.bold())
                    Text("\(done) of \(goal) glasses today").font(.subheadline).foregroundStyle(.secondary)
                    Label("\(streakDays)-day streak", systemImage: "flame.fill")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.orange)
                    Spacer(minLength: 0)
                    StreakBars(week: week, goal: goal, height: family == .systemMedium ? 28 : 80)
                }
            }
        }
    }
}

/// A ring trimmed to the progress, with the percentage in the middle.
struct ProgressRing: View {
    var progress: Double
    var lineWidth: Double
    @Environment(\.widgetRenderingMode) private var mode

    var body: some View {
        ZStack {
            Circle().stroke(.quaternary, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(mode == .vibrant ? Color.primary : Color.blue,
                        style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .widgetAccentable()
            Text("\(Int(progress * 100))%").font(.title2.bold())
        }
    }
}

/// Seven bars, one per day; full days in the accent colour.
struct StreakBars: View {
    var week: [Int]
    var goal: Int
    var height: Double
    @Environment(\.widgetRenderingMode) private var mode

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(0..<week.count, id: \.self) { day in
                bar(day)
            }
        }
        .frame(height: height, alignment: .bottom)
    }

    /// Full days are accent bars (blue, or white on the Lock Screen); the others are quiet.
    @ViewBuilder private func bar(_ day: Int) -> some View {
        let shape = RoundedRectangle(cornerRadius: 3)
        let barHeight = max(3, height * Double(week[day]) / Double(goal))
        if week[day] >= goal {
            shape.fill(mode == .vibrant ? Color.primary : Color.blue)
                .frame(height: barHeight)
                .widgetAccentable()
        } else {
            shape.fill(.tertiary).frame(height: barHeight)
        }
    }
}
