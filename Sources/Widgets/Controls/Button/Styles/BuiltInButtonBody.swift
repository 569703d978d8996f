import Graphics
import Views

/// How a built-in button style draws (docs/widgets.md, "Controls"); the five styles differ only in
/// this value.
enum ButtonAppearance: Equatable, Sendable {
    /// The label on a light tint of the accent, in the accent.
    case bordered
    /// The label in white on the accent.
    case prominent
    /// The label in the accent, padded as a bordered button, without a fill (an off button toggle).
    case unfilled
    /// The label alone, in the accent.
    case borderless
    /// The label alone, in its own colours.
    case plain
}

/// A button's label drawn in one of the built-in appearances, composed of ordinary views so that the
/// rendering modes apply: the fill and an accent-coloured label are the accent group of the accented
/// mode (`widgetAccentable()`); a white label on a prominent fill stays in the default group.
struct BuiltInButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let appearance: ButtonAppearance

    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.widgetRenderingMode) private var mode
    @Environment(\.font) private var font
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let palette = ControlPalette(role: configuration.role, mode: mode, isEnabled: isEnabled)
        let metrics = ButtonMetrics(controlSize)
        switch appearance {
        case .bordered:
            bordered(label(in: palette.accentLabel).widgetAccentable(), fill: palette.borderedFill, metrics: metrics)
        case .prominent:
            bordered(label(in: palette.prominentLabel), fill: palette.prominentFill, metrics: metrics)
        case .unfilled:
            padded(label(in: palette.accentLabel).widgetAccentable(), metrics: metrics)
        case .borderless:
            configuration.label.foregroundStyle(palette.accentLabel).widgetAccentable()
        case .plain:
            configuration.label
        }
    }

    /// The label of a bordered button in `style` (a label that sets its own colours keeps them), one
    /// line, in the control size's font unless the environment sets one. Labels without a border
    /// (borderless, plain, links) keep the environment's font and line limit, as text does.
    private func label(in style: AnyShapeStyle) -> some View {
        configuration.label
            .foregroundStyle(style)
            .font(font ?? ButtonMetrics(controlSize).font)
            .lineLimit(1)
    }

    /// `label` padded by the metrics over the border shape filled with `fill` (in the accent group).
    private func bordered<L: View>(_ label: L, fill: AnyShapeStyle, metrics: ButtonMetrics) -> some View {
        padded(label, metrics: metrics)
            .background {
                ButtonBorder(kind: borderShape.kind, cornerRadius: metrics.cornerRadius)
                    .fill(fill)
                    .widgetAccentable()
            }
    }

    /// `label` padded by the metrics (evenly for a circle).
    private func padded<L: View>(_ label: L, metrics: ButtonMetrics) -> some View {
        let isCircle = borderShape.kind == .circle
        return label
            .padding(.horizontal, isCircle ? metrics.verticalPadding : metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
    }
}

/// The outline of a bordered button: `.automatic` is a capsule (our choice [C], the shape of widget
/// buttons on iOS 17+ Home Screens).
struct ButtonBorder: Shape {
    let kind: ButtonBorderShape.Kind
    let cornerRadius: Double

    func path(in rect: Rect) -> Path {
        switch kind {
        case .automatic, .capsule:
            return Capsule().path(in: rect)
        case .roundedRectangle(let radius):
            return RoundedRectangle(cornerRadius: radius ?? cornerRadius).path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }
}
