import Views
import Widgets

/// The gauges example (`--example battery`): battery levels of four devices, made for the
/// accessory families.
///
/// The Lock Screen and watch get the system gauge styles: a capacity ring around the phone's level
/// (accessoryCircular, and accessoryCorner on the watch), two linear capacity bars
/// (accessoryRectangular) and one line of text (accessoryInline). On the Home Screen, the small
/// widget shows four rings with the device symbols and levels, the medium one the same in a row
/// with names. Levels are green, red at 20 % and below; the rings are the accent group and turn
/// white on the Lock Screen.
struct BatteryWidget: View {
    /// What the widget shows.
    var data = BatteryData.sample

    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline: inline
        case .accessoryCircular: circular
        case .accessoryCorner: corner
        case .accessoryRectangular: rectangular
        case .systemMedium: medium
        default: small
        }
    }

    /// One line: phone and watch.
    var inline: some View {
        Label("iPhone \(data.phone.level)% · Watch \(data.watch.level)%", systemImage: "battery.100.bolt")
    }

    /// The phone's level in a capacity ring.
    var circular: some View {
        Gauge(value: data.phone.fraction) {
            Image(systemName: data.phone.symbol)
        } currentValueLabel: {
            Text("\(data.phone.level)")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetAccentable()
    }

    /// The watch corner: a capacity ring around the phone symbol.
    var corner: some View {
        Gauge(value: data.phone.fraction) {
            Image(systemName: data.phone.symbol)
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetAccentable()
    }

    /// Phone and watch, each a name, a level and a linear capacity bar.
    var rectangular: some View {
        VStack(alignment: .leading, spacing: 5) {
            BatteryBarRow(device: data.phone)
            BatteryBarRow(device: data.watch)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Four rings in a square, each with its level underneath.
    var small: some View {
        VStack(spacing: 10) {
            HStack(spacing: 0) {
                BatteryRingCell(device: data.devices[0], diameter: 46, showsName: false)
                    .frame(maxWidth: .infinity)
                BatteryRingCell(device: data.devices[1], diameter: 46, showsName: false)
                    .frame(maxWidth: .infinity)
            }
            HStack(spacing: 0) {
                BatteryRingCell(device: data.devices[2], diameter: 46, showsName: false)
                    .frame(maxWidth: .infinity)
                BatteryRingCell(device: data.devices[3], diameter: 46, showsName: false)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// Four rings in a row, with names and levels.
    var medium: some View {
        HStack(spacing: 0) {
            ForEach(0..<data.devices.count, id: \.self) { index in
                BatteryRingCell(device: data.devices[index], diameter: 62, showsName: true)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(maxHeight: .infinity)
    }
}
