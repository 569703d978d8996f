import Views

/// A bar filled from the leading edge to the value, the label above and the current value below
/// (SwiftUI's `.accessoryLinearCapacity`, WIDGETKIT.md §4.1–4.2).
///
/// ```swift
/// Gauge(value: 0.45) { Text("Storage") } currentValueLabel: { Text("45%") }
///     .gaugeStyle(.accessoryLinearCapacity)
/// ```
/// Geometry (our choices [C]): a 6 pt capsule as wide as proposed; track in the foreground at 0.3
/// alpha; fill in the tint when one is set, else the foreground.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearCapacityGauge(configuration: configuration)
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled to the value (Lock Screen style).
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

/// The view of ``AccessoryLinearCapacityGaugeStyle``.
struct AccessoryLinearCapacityGauge: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        LinearCapacityLayout(
            configuration: configuration,
            bar: LinearBar(fraction: configuration.value, height: GaugeMetrics.accessoryLinearCapacityHeight,
                           track: GaugeStyling.trackStyle, fill: GaugeStyling.fillStyle(tint: tint)))
    }
}
