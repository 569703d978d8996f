import Graphics
import Views

/// Pieces the gauge and progress styles share.
enum GaugeStyling {
    /// The style of an accessory gauge's filled part or open ring: the tint when one is set, else the
    /// foreground (so a Lock Screen gauge is white and a tinted one takes its tint or gradient).
    static func arcStyle(tint: AnyShapeStyle?) -> AnyShapeStyle {
        tint == nil ? AnyShapeStyle(.foreground.opacity(GaugeMetrics.trackOpacity)) : AnyShapeStyle(.tint)
    }

    /// The fill of a capacity gauge: the tint when one is set, else the foreground.
    static func fillStyle(tint: AnyShapeStyle?) -> AnyShapeStyle {
        tint == nil ? AnyShapeStyle(.foreground) : AnyShapeStyle(.tint)
    }

    /// The track of an accessory capacity gauge: the foreground at 0.3 alpha (§4.2).
    static var trackStyle: AnyShapeStyle { AnyShapeStyle(.foreground.opacity(GaugeMetrics.trackOpacity)) }

    /// The current-value label of a circular gauge: centred, medium, one line, scaled to fit 0.5·D.
    static func centerLabel(_ label: AnyView, diameter: Double) -> some View {
        label
            .font(.system(size: diameter * GaugeMetrics.currentValueFontRatio, weight: .medium))
            .lineLimit(1)
            .minimumScaleFactor(0.2)
            .frame(maxWidth: diameter * GaugeMetrics.currentValueWidthRatio)
    }
}
