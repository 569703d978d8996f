import Views
import Widgets

/// The upcoming-events example (`--example events`): a text-heavy calendar list.
///
/// Each family shows as many events as fit, one line per title (`lineLimit(1)`, truncated with an
/// ellipsis): two on the small widget, three on medium, five on large and seven in two columns on
/// extra large; the Lock Screen shows the date, the next event, or one line. Calendar colours mark
/// each event and join the accent group; on the Lock Screen they turn white.
struct EventsWidget: View {
    /// What the widget shows.
    var data = EventsData.sample

    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        switch family {
        case .accessoryInline: inline
        case .accessoryCircular: circular
        case .accessoryRectangular: rectangular
        case .systemMedium: medium
        case .systemLarge: large
        case .systemExtraLarge: extraLarge
        default: small
        }
    }

    /// Calendar red for the weekday, white on the Lock Screen.
    private var dayColor: Color { renderingMode == .vibrant ? .primary : .red }

    /// The weekday in red capitals over the day of the month.
    private func dateHeader(daySize: Double) -> some View {
        VStack(alignment: .leading, spacing: -2) {
            Text(data.weekday.uppercased())
                .font(.caption.weight(.bold))
                .foregroundStyle(dayColor)
                .widgetAccentable()
            Text("\(data.dayOfMonth)")
                .font(.system(size: daySize, weight: .regular))
        }
    }

    private func rows(_ events: [EventsData.Event], style: EventRow.Style) -> some View {
        VStack(alignment: .leading, spacing: style == .roomy ? 12 : 8) {
            ForEach(0..<events.count, id: \.self) { index in
                EventRow(event: events[index], style: style)
            }
        }
    }

    /// The next event on one line.
    var inline: some View {
        Label("9:00 AM \(data.today[0].title)", systemImage: "calendar")
    }

    /// The date, like the Calendar complication.
    var circular: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: -3) {
                Text(data.weekdayShort)
                    .font(.system(size: 12, weight: .semibold))
                    .widgetAccentable()
                Text("\(data.dayOfMonth)")
                    .font(.system(size: 30, weight: .semibold))
            }
        }
    }

    /// The next event: title, time, place.
    var rectangular: some View {
        let next = data.today[0]
        return VStack(alignment: .leading, spacing: 0) {
            Text(next.title)
                .font(.headline)
                .widgetAccentable()
            Text(next.time)
            Text(next.location)
                .foregroundStyle(.secondary)
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The date, the next two events and how many more follow.
    var small: some View {
        VStack(alignment: .leading, spacing: 6) {
            dateHeader(daySize: 30)
            rows(Array(data.today.prefix(2)), style: .compact)
            Spacer(minLength: 0)
            Text("\(data.today.count - 2) more events")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The date beside the next three events.
    var medium: some View {
        HStack(alignment: .top, spacing: 14) {
            VStack(alignment: .leading, spacing: 4) {
                dateHeader(daySize: 36)
                Spacer(minLength: 0)
                Text("\(data.today.count) events today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(width: 86, alignment: .leading)
            VStack(alignment: .leading, spacing: 0) {
                rows(Array(data.today.prefix(3)), style: .compact)
                Spacer(minLength: 0)
            }
        }
    }

    /// The date, today's five events with places, and tomorrow's first two.
    var large: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .lastTextBaseline) {
                dateHeader(daySize: 34)
                Spacer(minLength: 0)
                Text(data.month)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            rows(data.today, style: .detailed)
            EventSectionHeader(title: "Tomorrow")
            rows(Array(data.tomorrow.prefix(2)), style: .detailed)
            Spacer(minLength: 0)
        }
    }

    /// The date in its own column, then today and tomorrow side by side, every event with its place.
    var extraLarge: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 4) {
                dateHeader(daySize: 56)
                Text(data.month)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
                Text("\(data.today.count) events today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text("\(data.tomorrow.count) tomorrow")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(width: 120, alignment: .leading)
            VStack(alignment: .leading, spacing: 10) {
                EventSectionHeader(title: "Today")
                rows(data.today, style: .roomy)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(alignment: .leading, spacing: 10) {
                EventSectionHeader(title: "Tomorrow")
                rows(data.tomorrow, style: .roomy)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
