import Views
import Widgets

/// The week as seven bars, Monday first: days that reached the goal in the accent colour (accent
/// group), the others quiet, today half-strength; optionally each day's count above its bar and the
/// day initials underneath, today's bold.
struct HabitWeekBars: View {
    var data: HabitData
    var color: Color
    /// The height of the tallest bar.
    var height: Double
    var showsInitials: Bool
    var showsCounts = false

    var body: some View {
        HStack(alignment: .bottom, spacing: showsCounts ? 14 : showsInitials ? 6 : 5) {
            ForEach(0..<data.week.count, id: \.self) { day in
                if showsCounts {
                    VStack(spacing: 4) {
                        VStack(spacing: 4) {
                            Text("\(data.week[day])")
                                .font(.caption2.weight(.semibold))
                                .foregroundStyle(.secondary)
                            bar(day)
                        }
                        .frame(height: height + 18, alignment: .bottom)
                        initial(day)
                    }
                } else if showsInitials {
                    VStack(spacing: 3) {
                        bar(day)
                            .frame(height: height, alignment: .bottom)
                        initial(day)
                    }
                } else {
                    bar(day)
                        .frame(height: height, alignment: .bottom)
                }
            }
        }
    }

    /// The tallest day sets the scale, so the goal sits below the top when it was beaten.
    private var scale: Double { Double(max(data.goal, data.week.max() ?? data.goal)) }

    @ViewBuilder private func bar(_ day: Int) -> some View {
        let glasses = data.week[day]
        let barHeight = max(4, (height * Double(glasses) / scale).rounded())
        if glasses >= data.goal {
            RoundedRectangle(cornerRadius: 3)
                .fill(color)
                .frame(height: barHeight)
                .widgetAccentable()
        } else if day == data.week.count - 1 {
            RoundedRectangle(cornerRadius: 3)
                .fill(color.opacity(0.5))
                .frame(height: barHeight)
                .widgetAccentable()
        } else {
            RoundedRectangle(cornerRadius: 3)
                .fill(.tertiary)
                .frame(height: barHeight)
        }
    }

    @ViewBuilder private func initial(_ day: Int) -> some View {
        if day == data.week.count - 1 {
            Text(data.dayInitials[day])
                .font(.caption2.weight(.bold))
        } else {
            Text(data.dayInitials[day])
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}
