import Views

/// A bar filled from the leading edge to the value, the label above and the current value below
/// (SwiftUI's `.linearCapacity`, WIDGETKIT.md §4.1–4.2).
///
/// ```swift
/// Gauge(value: 0.8) { Text("Goal") }.gaugeStyle(.linearCapacity).tint(.green)
/// ```
/// Geometry (our choices [C]): a 4 pt capsule as wide as proposed, as a linear ProgressView: track in
/// systemFill (`.fill`), fill in the tint (the accent colour by default).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityLayout(
            configuration: configuration,
            bar: LinearBar(fraction: configuration.value, height: GaugeMetrics.linearCapacityHeight,
                           track: AnyShapeStyle(.fill), fill: AnyShapeStyle(.tint)))
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value (Home Screen style).
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
