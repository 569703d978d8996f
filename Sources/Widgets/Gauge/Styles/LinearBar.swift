import Graphics
import Views

/// The bar of the capacity gauges and the linear progress view: a capsule track with a capsule fill
/// from the leading edge to the value, as wide as proposed.
struct LinearBar: View {
    let fraction: Double
    let height: Double
    let track: AnyShapeStyle
    let fill: AnyShapeStyle

    var body: some View {
        // An overlay rather than a ZStack: both layers take exactly the track's frame.
        Capsule()
            .fill(track)
            .overlay { CapsuleFill(fraction: fraction).fill(fill) }
            .frame(height: height)
    }
}

/// The layout of the capacity gauges (§4.1): the label above, the bar between the bounds labels,
/// the current value below.
struct LinearCapacityLayout: View {
    let configuration: GaugeStyleConfiguration
    let bar: LinearBar

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.linearLabelSpacing) {
            configuration.label
            HStack(spacing: GaugeMetrics.linearLabelSpacing) {
                configuration.minimumValueLabel
                bar
                configuration.maximumValueLabel
            }
            configuration.currentValueLabel
        }
    }
}
