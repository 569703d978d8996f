import Graphics
import Views

/// An open ring with a marker at the value, the current value in the middle and the bounds (or the
/// label) in the opening at the bottom (SwiftUI's `.accessoryCircular`, WIDGETKIT.md §4.1–4.2).
///
/// ```swift
/// Gauge(value: 0.7) { Text("UV") } currentValueLabel: { Text("7") }
///     .gaugeStyle(.accessoryCircular)
/// ```
/// Geometry (``GaugeMetrics``, our choices [C]): a 240° arc from 8 to 4 o'clock, stroke 0.09·D with
/// round caps; a marker of the stroke's width on the ring at the value, with a 1.5 pt transparent
/// knockout ring clipped out of the arc. The arc is the tint when one is set (gradients allowed),
/// else the foreground at 0.3 alpha; the marker is the foreground. D is fixed: the widget's side in an
/// accessoryCircular widget, 58 pt elsewhere.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGauge(configuration: configuration)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker (Lock Screen and complication gauges).
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// The view of ``AccessoryCircularGaugeStyle``.
struct AccessoryCircularGauge: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetCanvasSize) private var canvasSize
    @Environment(\.tint) private var tint

    var body: some View {
        let diameter = GaugeMetrics.circularDiameter(family: family, canvasSize: canvasSize)
        let stroke = GaugeMetrics.circularStrokeRatio * diameter
        let markerDiameter = GaugeMetrics.markerDiameterRatio * stroke
        let angle = GaugeMetrics.circularStartAngle + Angle(radians: GaugeMetrics.circularSweep.radians * configuration.value)
        let placement = GaugeMarkerPlacement.polar(angle: angle, inset: stroke / 2)
        ZStack {
            GaugeArc(startAngle: GaugeMetrics.circularStartAngle, sweep: GaugeMetrics.circularSweep)
                .inset(by: stroke / 2)
                .stroke(GaugeStyling.arcStyle(tint: tint), style: StrokeStyle(lineWidth: stroke, lineCap: .round))
                .clipShape(GaugeKnockout(placement: placement,
                                         holeDiameter: markerDiameter + 2 * GaugeMetrics.knockoutWidth),
                           style: FillStyle(eoFill: true))
            GaugeMarker(placement: placement, diameter: markerDiameter).fill(.foreground)
            if let current = configuration.currentValueLabel {
                GaugeStyling.centerLabel(current, diameter: diameter)
            }
            bottomLabels(diameter: diameter)
        }
        .frame(width: diameter, height: diameter)
    }

    /// Min/max at the two ends of the opening, or the label centred in it.
    @ViewBuilder private func bottomLabels(diameter: Double) -> some View {
        let line = diameter * (1 - GaugeMetrics.boundsLabelLineRatio)
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            HStack(spacing: 0) {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.caption2)
            .lineLimit(1)
            .frame(width: diameter * GaugeMetrics.boundsLabelWidthRatio)
            .position(x: diameter / 2, y: line)
        } else if let label = configuration.label {
            label
                .font(.caption2)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(maxWidth: diameter * GaugeMetrics.boundsLabelWidthRatio)
                .fixedSize(horizontal: false, vertical: true)
                .position(x: diameter / 2, y: line)
        }
    }
}
