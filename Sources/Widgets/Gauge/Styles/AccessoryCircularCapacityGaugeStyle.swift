import Graphics
import Views

/// A closed ring filled clockwise from 12 o'clock to the value, with the current value (or the label)
/// in the middle (SwiftUI's `.accessoryCircularCapacity`, WIDGETKIT.md §4.1–4.2).
///
/// ```swift
/// Gauge(value: battery) { Image(systemName: "bolt.fill") } currentValueLabel: { Text("80") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
/// Geometry (our choices [C]): stroke 0.09·D; the full ring is the track in the foreground at 0.3
/// alpha; the fill has round caps in the tint (when set) or the foreground. D as for
/// ``AccessoryCircularGaugeStyle``.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularCapacityGauge(configuration: configuration)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// The view of ``AccessoryCircularCapacityGaugeStyle``.
struct AccessoryCircularCapacityGauge: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetCanvasSize) private var canvasSize
    @Environment(\.tint) private var tint

    var body: some View {
        let diameter = GaugeMetrics.circularDiameter(family: family, canvasSize: canvasSize)
        let stroke = GaugeMetrics.circularStrokeRatio * diameter
        ZStack {
            GaugeArc(startAngle: GaugeMetrics.capacityStartAngle, sweep: .degrees(360))
                .inset(by: stroke / 2)
                .stroke(GaugeStyling.trackStyle, lineWidth: stroke)
            GaugeArc(startAngle: GaugeMetrics.capacityStartAngle, sweep: .degrees(360 * configuration.value))
                .inset(by: stroke / 2)
                .stroke(GaugeStyling.fillStyle(tint: tint), style: StrokeStyle(lineWidth: stroke, lineCap: .round))
            if let center = configuration.currentValueLabel ?? configuration.label {
                GaugeStyling.centerLabel(center, diameter: diameter)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}
