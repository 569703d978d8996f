// Views of the symbol goldens, written as a widget author would write them.
import Graphics
import Views

/// Common widget symbols in a row after a word, in .body and in .caption: each row shares one baseline.
struct SymbolRowsView: View {
    static let names = ["flame.fill", "heart.fill", "bolt.fill", "drop.fill", "star.fill", "cloud.sun.fill",
                        "calendar", "figure.walk", "battery.75", "checkmark.circle.fill"]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            row(font: .body)
            row(font: .caption)
            row(font: .title2.bold())
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }

    func row(font: Font) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Hxg")
            ForEach(Self.names, id: \.self) { name in
                Image(systemName: name)
            }
            Text("12°")
        }
        .font(font)
    }
}

/// A list of labels, as a fitness or weather widget shows its stats.
struct SymbolLabelListView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("12-day streak", systemImage: "flame.fill")
                .foregroundStyle(.orange)
                .font(.headline)
            Label("8,412 steps", systemImage: "figure.walk")
            Label("72 bpm", systemImage: "heart.fill")
                .foregroundStyle(.red)
            Label("Rain at 4 PM", systemImage: "cloud.rain.fill")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Label("Dentist, 9:30", systemImage: "calendar")
                .font(.caption)
        }
        .padding(14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}

/// Weather symbols in the three rendering modes (one row each), the foreground indigo.
struct SymbolModesView: View {
    static let names = ["cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "cloud.moon.fill", "sun.max.fill",
                        "moon.stars.fill"]
    static let modes: [SymbolRenderingMode] = [.monochrome, .hierarchical, .multicolor]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(0..<Self.modes.count, id: \.self) { row in
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text(Self.modes[row].rawValue)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .frame(width: 80, alignment: .leading)
                    ForEach(Self.names, id: \.self) { name in
                        Image(systemName: name)
                            .symbolRenderingMode(Self.modes[row])
                    }
                }
            }
        }
        .font(.system(size: 24))
        .foregroundStyle(Color.indigo)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

/// Resizable symbols: fitted into a square, stretched over a wide frame, scaled by a large font, and a
/// plain one turned by a rotation effect.
struct ResizableSymbolView: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                Image(systemName: "heart.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 60, height: 60)
                    .background(Color.gray.opacity(0.2))
                    .foregroundStyle(.red)
                Image(systemName: "bolt.fill")
                    .resizable()
                    .frame(width: 60, height: 30)
                    .background(Color.gray.opacity(0.2))
                    .foregroundStyle(.yellow)
            }
            HStack(spacing: 14) {
                Image(systemName: "star.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.orange)
                Image(systemName: "arrow.up")
                    .font(.system(size: 28, weight: .bold))
                    .rotationEffect(.degrees(45))
                    .foregroundStyle(.green)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

/// A misspelt symbol name next to a correct one: the placeholder shows where the symbol would be.
struct UnknownSymbolView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Sunny", systemImage: "sun.max.fil")
            Label("Sunny", systemImage: "sun.max.fill")
        }
        .font(.title3)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}
