import Views

/// The Liquid Glass button style (SwiftUI's `GlassButtonStyle`, `.glass`, iOS 26): the label in the accent
/// over regular glass in the border shape (a capsule unless `buttonBorderShape(_:)` says otherwise), padded
/// like a bordered button (``ButtonMetrics``).
///
/// ```swift
/// Button("Refresh", systemImage: "arrow.clockwise") { }.buttonStyle(.glass)
/// ```
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, isProminent: false)
    }
}

/// The prominent Liquid Glass button style (SwiftUI's `GlassProminentButtonStyle`, `.glassProminent`): a white
/// label over glass tinted with the accent.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The `GlassButtonStyle`.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The `GlassProminentButtonStyle`.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A glass button: the palette of the bordered styles (``ControlPalette``), glass instead of a fill.
struct GlassButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool

    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.widgetRenderingMode) private var mode
    @Environment(\.font) private var font
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let palette = ControlPalette(role: configuration.role, mode: mode, isEnabled: isEnabled)
        let metrics = ButtonMetrics(controlSize)
        let isCircle = borderShape.kind == .circle
        let label = configuration.label
            .foregroundStyle(isProminent ? palette.prominentLabel : palette.accentLabel)
            .font(font ?? metrics.font)
            .lineLimit(1)
            .padding(.horizontal, isCircle ? metrics.verticalPadding : metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
        let tint: AnyShapeStyle? = isProminent ? palette.prominentFill : nil
        return label.background {
            GlassEffectBackground(variant: .regular, tint: tint,
                                  shape: ButtonBorder(kind: borderShape.kind, cornerRadius: metrics.cornerRadius),
                                  keepsTintWhenVibrant: true)
        }
    }
}
