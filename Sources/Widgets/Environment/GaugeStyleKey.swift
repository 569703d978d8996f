import Views

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle())
}

extension EnvironmentValues {
    /// The style `Gauge` draws with (`gaugeStyle(_:)`); `.automatic` by default.
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
