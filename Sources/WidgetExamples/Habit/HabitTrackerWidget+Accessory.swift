import Views
import Widgets

extension HabitTrackerWidget {
    /// One line above the clock: the drop and today's count.
    var inline: some View {
        Label("\(data.done) of \(data.goal) glasses · \(data.streakDays)-day streak", systemImage: "drop.fill")
    }

    /// A capacity ring filled to today's count, the count in the middle.
    var circular: some View {
        Gauge(value: Double(data.done), in: 0...Double(data.goal)) {
            Image(systemName: "drop.fill")
        } currentValueLabel: {
            Text("\(data.done)")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetAccentable()
    }

    /// The watch corner: the ring around the drop.
    var corner: some View {
        Gauge(value: Double(data.done), in: 0...Double(data.goal)) {
            Image(systemName: "drop.fill")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetAccentable()
    }

    /// Title, count and a linear capacity gauge.
    var rectangular: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label("Water", systemImage: "drop.fill")
                .font(.headline)
                .widgetAccentable()
            Text("\(data.done) of \(data.goal) glasses")
                .font(.subheadline)
            Gauge(value: Double(data.done), in: 0...Double(data.goal)) {
                EmptyView()
            }
            .gaugeStyle(.accessoryLinearCapacity)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
