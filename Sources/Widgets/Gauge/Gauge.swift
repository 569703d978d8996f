import Views

/// A value within a range, shown as a ring or a bar (SwiftUI's `Gauge`, WIDGETKIT.md §4).
///
/// ```swift
/// Gauge(value: 72, in: 0...100) {
///     Text("BPM")
/// } currentValueLabel: {
///     Text("72")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircular)
/// .tint(Gradient(colors: [.green, .yellow, .red]))
/// ```
/// The styles are composed of ordinary views (arcs, capsules, text), so layout, the rendering modes and
/// `widgetAccentable()` apply to them as to any other view.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    @Environment(\.gaugeStyle) private var style

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.fraction = Self.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The configuration handed to the style.
    var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(value: fraction, label: erasedLabel(label),
                                currentValueLabel: erasedLabel(currentValueLabel),
                                minimumValueLabel: erasedLabel(minimumValueLabel),
                                maximumValueLabel: erasedLabel(maximumValueLabel))
    }

    public var body: some View {
        style.makeBody(configuration)
    }

    /// `value` as a fraction of `bounds`, clamped to 0…1; 0 for NaN or an empty range.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), v = Double(value)
        guard upper > lower, (upper - lower).isFinite, !v.isNaN else { return 0 }
        return min(max((v - lower) / (upper - lower), 0), 1)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label only.
    ///
    /// ```swift
    /// Gauge(value: battery) { Image(systemName: "bolt.fill") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}
