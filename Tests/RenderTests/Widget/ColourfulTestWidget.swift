import Views
import Widgets

/// A deliberately colourful widget for the mode tests: saturated shapes in every hue, semantic and
/// hierarchical text, a gradient, a symbol and an accent group, over a declared semantic container background (light grey, or dark grey in the dark scheme).
struct ColourfulTestWidget: View {
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Label("Rain 80%", systemImage: "cloud.rain.fill")
        case .accessoryCircular, .accessoryCorner:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: 0.7) { Text("UV") } currentValueLabel: { Text("7") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.orange)
                    .widgetAccentable()
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("Hydration").font(.headline).widgetAccentable()
                Text("5 of 8 glasses").foregroundStyle(.secondary)
                ProgressView(value: 0.62).tint(.blue)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 6) {
                    Image(systemName: "flame.fill").foregroundStyle(.orange)
                    Text("Colours").font(.headline)
                    Spacer(minLength: 0)
                    Text("42").font(.title3.bold()).foregroundStyle(.green).widgetAccentable()
                }
                Text("Secondary label").font(.caption).foregroundStyle(.secondary)
                HStack(spacing: 4) {
                    ForEach(0..<5, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 4)
                            .fill([Color.red, .yellow, .green, .blue, .purple][i])
                    }
                }
                .frame(height: 24)
                .widgetAccentable()
                Capsule()
                    .fill(LinearGradient(colors: [.pink, .indigo], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 10)
            }
            .containerBackground(Color(.secondarySystemBackground), for: .widget)
        }
    }
}
