import Graphics
import Views

/// A ring filled clockwise from 12 o'clock, or a static spinner when the progress is indeterminate
/// (SwiftUI's `.circular`, WIDGETKIT.md §4.2).
///
/// ```swift
/// ProgressView(value: 0.75).progressViewStyle(.circular).frame(width: 44, height: 44)
/// ```
/// Geometry (our choices [C], ``ProgressMetrics``): the determinate ring is as for
/// accessoryCircularCapacity with a band of 0.1·D — track in systemFill, fill in the tint, round
/// caps — and takes the proposal like a `Circle` (ideal 20 pt). The indeterminate spinner is 20 pt,
/// eight spokes in the secondary foreground whose alpha ramps from 1 at 12 o'clock down to 0.25
/// counter-clockwise. The label goes below.
///
/// In an `accessoryCircular` widget the style is the family's capacity gauge instead: a ring around the
/// whole circle with the current value (else the label) in the middle, empty when indeterminate
/// [doc A-CircularProgressViewStyle: "in widgets and complications, a circular progress view appears as
/// a gauge with the accessoryCircularCapacity style. If the progress view is indeterminate, the gauge is
/// empty"]. The system families keep the ring above the labels (our choice [C]: a capacity gauge's
/// fixed diameter there would ignore the frame the widget gives it).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(configuration: configuration)
    }
}

/// The view of ``CircularProgressViewStyle``: the family's capacity ring in `accessoryCircular`, else
/// the ring (or spinner) over its labels.
struct CircularProgress: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryCircular {
            AccessoryCircularCapacityGauge(configuration: GaugeStyleConfiguration(
                value: configuration.fractionCompleted ?? 0, label: configuration.label, currentValueLabel: configuration.currentValueLabel))
        } else {
            standalone
        }
    }

    @ViewBuilder private var standalone: some View {
        VStack(spacing: ProgressMetrics.labelSpacing) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(startAngle: GaugeMetrics.capacityStartAngle, sweep: .degrees(360),
                             strokeRatio: ProgressMetrics.circularStrokeRatio, roundCaps: false)
                    .fill(.fill)
                    .overlay {
                        ProgressRing(startAngle: GaugeMetrics.capacityStartAngle, sweep: .degrees(360 * fraction),
                                     strokeRatio: ProgressMetrics.circularStrokeRatio)
                            .fill(.tint)
                    }
            } else {
                Spinner()
            }
            configuration.label
            configuration.currentValueLabel
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring, or a spinner when indeterminate.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The static eight-spoke spinner.
struct Spinner: View {
    var body: some View {
        let count = ProgressMetrics.spinnerSpokeCount
        let size = ProgressMetrics.circularDiameter
        let style = StrokeStyle(lineWidth: size * ProgressMetrics.spinnerSpokeWidthRatio, lineCap: .round)
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                SpinnerSpoke(angle: Self.angle(ofSpoke: index, count: count))
                    .stroke(.secondary.opacity(Self.opacity(ofSpoke: index, count: count)), style: style)
            }
        }
        .frame(width: size, height: size)
    }

    /// Spoke 0 points to 12 o'clock; the others follow counter-clockwise.
    static func angle(ofSpoke index: Int, count: Int) -> Angle {
        .degrees(-90 - 360 * Double(index) / Double(max(count, 1)))
    }

    /// 1 for spoke 0, down to the trailing opacity for the last, linearly.
    static func opacity(ofSpoke index: Int, count: Int) -> Double {
        guard count > 1 else { return ProgressMetrics.spinnerLeadingOpacity }
        let t = Double(index) / Double(count - 1)
        return ProgressMetrics.spinnerLeadingOpacity
            + (ProgressMetrics.spinnerTrailingOpacity - ProgressMetrics.spinnerLeadingOpacity) * t
    }
}
