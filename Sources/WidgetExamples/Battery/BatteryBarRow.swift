import Views
import Widgets

/// A device's symbol, name and level over a linear capacity gauge (Lock Screen).
struct BatteryBarRow: View {
    var device: BatteryData.Device

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 4) {
                Image(systemName: device.symbol)
                Text(device.name)
                Spacer(minLength: 0)
                if device.isCharging {
                    Image(systemName: "bolt.fill")
                }
                Text("\(device.level)%")
                    .monospacedDigit()
            }
            .font(.subheadline.weight(.semibold))
            Gauge(value: device.fraction) {
                EmptyView()
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .widgetAccentable()
        }
    }
}
