import Graphics
import Views

/// A bar with a marker at the value; the bounds labels at its ends, or else the current value at the
/// leading end (SwiftUI's `.accessoryLinear`, WIDGETKIT.md §4.1–4.2).
///
/// ```swift
/// Gauge(value: 0.3) { Text("AQI") } currentValueLabel: { Text("32") }
///     .gaugeStyle(.accessoryLinear)
/// ```
/// Geometry (our choices [C]): a 4 pt capsule as wide as proposed, the tint when one is set (else the
/// foreground at 0.3 alpha); an 8 pt marker in the foreground with a 1.5 pt transparent knockout.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration)
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// The view of ``AccessoryLinearGaugeStyle``.
struct AccessoryLinearGauge: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        let diameter = GaugeMetrics.accessoryLinearMarkerDiameter
        let placement = GaugeMarkerPlacement.linear(fraction: configuration.value, diameter: diameter)
        let hasBounds = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
        HStack(spacing: GaugeMetrics.linearLabelSpacing) {
            if hasBounds {
                configuration.minimumValueLabel
            } else {
                configuration.currentValueLabel ?? configuration.label
            }
            // An overlay, not a ZStack: the track is as wide as proposed, and the marker draws
            // outside the 4 pt track's frame; the outer frame gives the bar the marker's height.
            Capsule()
                .fill(GaugeStyling.arcStyle(tint: tint))
                .frame(height: GaugeMetrics.accessoryLinearTrackHeight)
                .clipShape(GaugeKnockout(placement: placement,
                                         holeDiameter: diameter + 2 * GaugeMetrics.knockoutWidth),
                           style: FillStyle(eoFill: true))
                .overlay { GaugeMarker(placement: placement, diameter: diameter).fill(.foreground) }
                .frame(height: diameter)
            if hasBounds {
                configuration.maximumValueLabel
            }
        }
        .lineLimit(1)
    }
}
