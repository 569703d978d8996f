import Graphics
import Views

/// The colours of controls in a widget (docs/widgets.md, "Controls"): the tint (or red for a
/// destructive role) in full colour and accented mode, white-based greys on vibrant surfaces, where
/// WidgetKit turns luminance into vibrancy and a blue tint would be dim (WIDGETKIT.md §1.5).
struct ControlPalette {
    /// True on a vibrant surface (Lock Screen, StandBy at night).
    let isVibrant: Bool
    /// The accent of this control: red for `.destructive`, else the `.tint` style.
    let accent: AnyShapeStyle

    init(role: ButtonRole?, mode: WidgetRenderingMode) {
        isVibrant = mode == .vibrant
        accent = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
    }

    /// The label of a bordered, borderless or link control: the accent, or the primary label colour
    /// on a vibrant surface.
    var accentLabel: AnyShapeStyle { isVibrant ? AnyShapeStyle(.primary) : accent }

    /// The fill behind a bordered control's label.
    var borderedFill: AnyShapeStyle {
        isVibrant ? AnyShapeStyle(Color.white.opacity(ButtonMetrics.vibrantFillOpacity))
                  : AnyShapeStyle(accent.opacity(ButtonMetrics.borderedFillOpacity))
    }

    /// The fill of a prominent control: the accent, or white on a vibrant surface.
    var prominentFill: AnyShapeStyle { isVibrant ? AnyShapeStyle(Color.white) : accent }

    /// The label on a prominent fill: white, or black (a dark cut-out) on a vibrant surface.
    var prominentLabel: AnyShapeStyle { isVibrant ? AnyShapeStyle(Color.black) : AnyShapeStyle(Color.white) }
}
