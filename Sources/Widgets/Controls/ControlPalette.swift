import Graphics
import Views

/// The colours of controls in a widget (docs/widgets.md, "Controls"): the tint (or red for a
/// destructive role) in full colour and accented mode, white-based greys on vibrant surfaces, where
/// WidgetKit turns luminance into vibrancy and a blue tint would be dim (WIDGETKIT.md §1.5).
/// A disabled control (`disabled(true)`) draws its accent in the tertiary label colour and a
/// prominent fill in the system fill (our choice [C], iOS's grey disabled buttons).
struct ControlPalette {
    /// True on a vibrant surface (Lock Screen, StandBy at night).
    let isVibrant: Bool
    /// False under `disabled(true)`.
    let isEnabled: Bool
    /// The accent of this control: red for `.destructive`, else the `.tint` style; the tertiary
    /// label colour when disabled.
    let accent: AnyShapeStyle

    init(role: ButtonRole?, mode: WidgetRenderingMode, isEnabled: Bool = true) {
        isVibrant = mode == .vibrant
        self.isEnabled = isEnabled
        if !isEnabled {
            accent = AnyShapeStyle(.tertiary)
        } else {
            accent = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
        }
    }

    /// The label of a bordered, borderless or link control: the accent, or the primary label colour
    /// on a vibrant surface (tertiary when disabled).
    var accentLabel: AnyShapeStyle { isVibrant && isEnabled ? AnyShapeStyle(.primary) : accent }

    /// The fill behind a bordered control's label.
    var borderedFill: AnyShapeStyle {
        isVibrant ? AnyShapeStyle(Color.white.opacity(ButtonMetrics.vibrantFillOpacity))
                  : AnyShapeStyle(accent.opacity(ButtonMetrics.borderedFillOpacity))
    }

    /// The fill of a prominent control: the accent, or white on a vibrant surface; the system fill
    /// when disabled.
    var prominentFill: AnyShapeStyle {
        guard isEnabled else { return AnyShapeStyle(.fill) }
        return isVibrant ? AnyShapeStyle(Color.white) : accent
    }

    /// The label on a prominent fill: white, or black (a dark cut-out) on a vibrant surface; the
    /// tertiary label colour when disabled.
    var prominentLabel: AnyShapeStyle {
        guard isEnabled else { return accent }
        return isVibrant ? AnyShapeStyle(Color.black) : AnyShapeStyle(Color.white)
    }
}
