import PortableFoundation
import Views

/// The progress of a task: a bar, a ring, or (indeterminate) a spinner (SwiftUI's `ProgressView`,
/// WIDGETKIT.md §4.2).
///
/// ```swift
/// ProgressView(value: 0.62) {
///     Text("Reading")
/// } currentValueLabel: {
///     Text("62%")
/// }
/// .tint(.orange)
/// ```
/// `.automatic` draws a determinate value as a linear bar and an indeterminate one as a spinner;
/// widgets are snapshots, so the spinner is static.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// `ProgressView(timerInterval:countsDown:)`: the fraction comes from the render's date.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    @Environment(\.progressViewStyle) private var style
    @Environment(\.renderDate) var renderDate

    /// A progress view of `value` out of `total`, with both labels; a nil value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.fraction = value.map { Self.fraction(of: $0, total: total) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// The configuration handed to the style.
    var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(fractionCompleted: timerFraction ?? fraction, label: erasedLabel(label),
                                       currentValueLabel: erasedLabel(currentValueLabel))
    }

    public var body: some View {
        style.makeBody(configuration)
    }

    /// `value / total` clamped to 0…1; 0 for NaN or a total that is not positive and finite.
    static func fraction<V: BinaryFloatingPoint>(of value: V, total: V) -> Double {
        let v = Double(value), t = Double(total)
        guard t > 0, t.isFinite, !v.isNaN else { return 0 }
        return min(max(v / t, 0), 1)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view of `value` out of `total` with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, total: 1, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A progress view titled with a string.
    ///
    /// ```swift
    /// ProgressView("Steps", value: 6_200, total: 10_000)
    /// ```
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view of `value` out of `total`, without labels.
    ///
    /// ```swift
    /// ProgressView(value: 3, total: 4)
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// An indeterminate progress view: a static spinner.
    public init() {
        self.init(value: Double?.none, total: 1, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}
