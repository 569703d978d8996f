import Graphics
import Views
import Widgets

/// A device's battery as a ring around its symbol, the level underneath (with a bolt when
/// charging) and optionally its name.
struct BatteryRingCell: View {
    var device: BatteryData.Device
    var diameter: Double
    var showsName: Bool

    @Environment(\.widgetRenderingMode) private var renderingMode

    /// Green, red when low; white on the Lock Screen.
    private var levelColor: Color {
        renderingMode == .vibrant ? .primary : device.isLow ? .red : .green
    }

    var body: some View {
        VStack(spacing: 4) {
            ZStack {
                Circle()
                    .stroke(levelColor.opacity(0.25), lineWidth: diameter * 0.1)
                Circle()
                    .trim(from: 0, to: device.fraction)
                    .stroke(levelColor, style: StrokeStyle(lineWidth: diameter * 0.1, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .widgetAccentable()
                Image(systemName: device.symbol)
                    .font(.system(size: diameter * 0.36))
            }
            .padding(diameter * 0.05)
            .frame(width: diameter, height: diameter)
            HStack(spacing: 1) {
                if device.isCharging {
                    Image(systemName: "bolt.fill")
                        .font(.system(size: 9))
                }
                Text("\(device.level)%")
                    .font(.caption.weight(.semibold))
                    .monospacedDigit()
            }
            if showsName {
                Text(device.name)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}
