import Views
import Widgets

/// One event: a bar in its calendar's colour, the title on one line, the time (and the place).
struct EventRow: View {
    /// How much of the event shows.
    enum Style {
        /// Title and time (small and medium widgets).
        case compact
        /// Title, then time · place on one line (large).
        case detailed
        /// Larger title, time, place on its own line (extra large).
        case roomy
    }

    var event: EventsData.Event
    var style: Style

    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            Capsule()
                .fill(renderingMode == .vibrant ? Color.primary : event.color)
                .frame(width: 3)
                .widgetAccentable()
            VStack(alignment: .leading, spacing: 0) {
                switch style {
                case .compact:
                    Text(event.title)
                        .font(.caption.weight(.semibold))
                    Text(event.time)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                case .detailed:
                    Text(event.title)
                        .font(.caption.weight(.semibold))
                    Text("\(event.time) · \(event.location)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                case .roomy:
                    Text(event.title)
                        .font(.subheadline.weight(.semibold))
                    Text(event.time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(event.location)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .lineLimit(1)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}
