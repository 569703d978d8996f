import Views

/// How a `Gauge` looks (SwiftUI's `GaugeStyle`): the built-in `.accessoryCircular`,
/// `.accessoryCircularCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`, `.linearCapacity`,
/// `.automatic`, or your own.
///
/// ```swift
/// struct DotGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().fill(.tint).opacity(0.3 + 0.7 * configuration.value)
///     }
/// }
/// Gauge(value: 0.6) { Text("CPU") }.gaugeStyle(DotGaugeStyle())
/// ```
public protocol GaugeStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge's value and labels.
    typealias Configuration = GaugeStyleConfiguration

    /// The gauge drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased gauge style, as the environment stores it.
struct AnyGaugeStyle: Sendable {
    let makeBody: @Sendable (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the gauges in this view.
    ///
    /// ```swift
    /// Gauge(value: 72, in: 0...100) { Text("BPM") } currentValueLabel: { Text("72") }
    ///     .gaugeStyle(.accessoryCircular)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        GaugeStyleModifier(content: self, style: AnyGaugeStyle(style))
    }
}

/// Installs a gauge style for its content.
struct GaugeStyleModifier<Content: View>: View {
    let content: Content
    let style: AnyGaugeStyle

    var body: some View {
        content.environment(\.gaugeStyle, style)
    }
}
