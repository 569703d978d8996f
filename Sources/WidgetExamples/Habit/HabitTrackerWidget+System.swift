import Graphics
import Views
import Widgets

extension HabitTrackerWidget {
    /// The title with its drop, in the accent colour.
    func title(_ font: Font) -> some View {
        HStack(spacing: 5) {
            Image(systemName: "drop.fill")
                .foregroundStyle(water)
                .widgetAccentable()
            Text("Water")
        }
        .font(font)
    }

    /// The streak, with its flame.
    var streakLabel: some View {
        HStack(spacing: 3) {
            Image(systemName: "flame.fill")
            Text("\(data.streakDays)-day streak")
        }
        .font(.caption.weight(.semibold))
        .foregroundStyle(streak)
    }

    /// Title and percentage, the ring beside the count, the week's bars.
    var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                title(.headline)
                Spacer(minLength: 0)
                Text("\(data.percent)%")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 6)
            HStack(spacing: 12) {
                HabitRing(progress: data.progress, lineWidth: 9, color: water)
                    .frame(width: 58, height: 58)
                VStack(alignment: .leading, spacing: 0) {
                    Text("\(data.done)")
                        .font(.system(size: 36, weight: .bold, design: .rounded))
                    Text("of \(data.goal) glasses")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 6)
            HabitWeekBars(data: data, color: water, height: 26, showsInitials: false)
        }
    }

    /// The ring with the count; the title and streak over the week with its days.
    var medium: some View {
        HStack(spacing: 18) {
            HabitRing(progress: data.progress, lineWidth: 12, color: water) {
                VStack(spacing: -2) {
                    Text("\(data.done)")
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                    Text("of \(data.goal)")
                        .font(.caption.weight(.medium))
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 118, height: 118)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    title(.headline)
                    Spacer(minLength: 0)
                    streakLabel
                }
                Text("\(data.remaining) more glasses to go today")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Spacer(minLength: 8)
                HabitWeekBars(data: data, color: water, height: 44, showsInitials: true)
            }
        }
    }

    /// Header, ring and figures, the week, the last and next glass.
    var large: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                title(.headline)
                Spacer(minLength: 0)
                streakLabel
            }
            HStack(spacing: 20) {
                HabitRing(progress: data.progress, lineWidth: 14, color: water) {
                    VStack(spacing: -2) {
                        Text("\(data.percent)%")
                            .font(.system(size: 32, weight: .bold, design: .rounded))
                        Text("of goal")
                            .font(.caption.weight(.medium))
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(width: 128, height: 128)
                VStack(alignment: .leading, spacing: 10) {
                    HabitFigure(title: "Today", value: "\(data.done) of \(data.goal) glasses")
                    HabitFigure(title: "Drunk", value: "\(data.drunkText) of \(data.goalText)")
                    HabitFigure(title: "Week average", value: "\(data.weeklyAverage) glasses")
                }
            }
            Divider()
            Text("This week")
                .font(.subheadline.weight(.semibold))
            HabitWeekBars(data: data, color: water, height: 76, showsInitials: true)
            Spacer(minLength: 0)
            HStack {
                Text("Last glass \(data.log.last ?? "")")
                Spacer(minLength: 0)
                Text("Next reminder \(data.nextReminder)")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }

    /// Three columns: ring and figures, the week with its counts, today's log.
    var extraLarge: some View {
        HStack(alignment: .top, spacing: 32) {
            VStack(alignment: .leading, spacing: 14) {
                title(.title3.weight(.semibold))
                HabitRing(progress: data.progress, lineWidth: 16, color: water) {
                    VStack(spacing: -2) {
                        Text("\(data.done)")
                            .font(.system(size: 44, weight: .bold, design: .rounded))
                        Text("of \(data.goal) glasses")
                            .font(.caption.weight(.medium))
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(width: 150, height: 150)
                Spacer(minLength: 0)
                HabitFigure(title: "Drunk today", value: "\(data.drunkText) of \(data.goalText)")
                streakLabel
            }
            .frame(width: 170, alignment: .leading)
            VStack(alignment: .leading, spacing: 10) {
                HStack(alignment: .firstTextBaseline) {
                    Text("This week")
                        .font(.headline)
                    Spacer(minLength: 0)
                    Text("\(data.weeklyAverage) glasses a day on average")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                HabitWeekBars(data: data, color: water, height: 170, showsInitials: true, showsCounts: true)
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Today")
                    .font(.headline)
                ForEach(0..<data.log.count, id: \.self) { index in
                    HStack {
                        Text(data.log[index])
                            .monospacedDigit()
                        Spacer(minLength: 0)
                        Text("\(data.glassMillilitres) ml")
                            .foregroundStyle(.secondary)
                    }
                    .font(.subheadline)
                }
                Divider()
                Text("Next reminder \(data.nextReminder)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(width: 170)
        }
    }
}
