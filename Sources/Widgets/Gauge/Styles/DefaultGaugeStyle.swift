import Views

/// The gauge style used when none is set: `.linearCapacity`, as on iOS.
///
/// ```swift
/// Gauge(value: 0.5) { Text("Half") }.gaugeStyle(.automatic)
/// ```
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default gauge style (`.linearCapacity`).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
