// Accented (tinted Home Screen) post-pass: WIDGETKIT.md §1.3–1.4.
//
// Method ([C], §1.3 "substitute each draw command's paint with its group colour, alpha kept"): every
// command keeps its place in paint order; its paint becomes its group's colour G with the paint's own
// alpha: out.rgb = G.rgb·a, out.a = a·G.a. Gradients keep each stop's alpha; images become template
// silhouettes of their alpha (the default for opaque images, §1.4), unless their accented rendering mode
// says otherwise (desaturated modes map luminance to alpha; fullColor images are left untouched).

import Graphics
import Raster

/// How an image shows in accented mode (WidgetKit's `WidgetAccentedRenderingMode`, §1.4), as the
/// display list carries it.
public enum AccentedImageMode: Hashable, Sendable {
    /// A silhouette in the colour of the group it is drawn in (the default when unset).
    case template
    /// A silhouette in the accent group's colour, whatever group it is drawn in (`.accented`: the image joins
    /// the accent group, as `.widgetAccentable()` would make it).
    case accentTemplate
    /// Luminance to alpha in the default-group colour (`.desaturated`).
    case desaturated
    /// Luminance to alpha in the accent-group colour (`.accentedDesaturated`).
    case accentedDesaturated
    /// Untouched (`.fullColor`).
    case fullColor
}

/// The accented post-pass over a display list: paints substituted per accent group, order kept.
public enum AccentedPass {
    /// Returns `list` with every paint replaced by its group's colour (alpha kept).
    ///
    /// - Parameters:
    ///   - defaultColor: the default group's colour, `mix(T, white, 0.6)` on iOS 18 (§1.3).
    ///   - accentColor: the accent group's colour, the tint T.
    ///   - imageMode: how each image command shows (by default its own `accentedMode`, else a template of
    ///     its group).
    public static func apply(to list: DisplayList, defaultColor: RGBAColor, accentColor: RGBAColor,
                             imageMode: (ImageCommand) -> AccentedImageMode = { $0.accentedMode ?? .template })
        -> DisplayList {
        var out = list
        for index in out.items.indices {
            let group = out.items[index].accentGroup
            let color = group == .accent ? accentColor : defaultColor
            switch out.items[index].command {
            case .fill(let path, let paint, let rule):
                out.items[index].command = .fill(path, template(paint, color), rule)
            case .glyphs(var run):
                run.paint = template(run.paint, color)
                out.items[index].command = .glyphs(run)
            case .image(var image):
                switch image.templatePaint.map({ _ in AccentedImageMode.template }) ?? imageMode(image) {
                case .template:
                    image.templatePaint = .solid(color)
                case .accentTemplate:
                    image.templatePaint = .solid(accentColor)
                case .desaturated:
                    image.image = luminanceSilhouette(image.image, color: defaultColor)
                case .accentedDesaturated:
                    image.image = luminanceSilhouette(image.image, color: accentColor)
                case .fullColor:
                    break
                }
                out.items[index].command = .image(image)
            case let .pushEffectLayer(.shadow(shadowColor, sigma, offset), opacity):
                let tinted = color.withAlpha(color.alpha * shadowColor.alpha)
                out.items[index].command = .pushEffectLayer(.shadow(color: tinted, sigma: sigma, offset: offset),
                                                            opacity: opacity)
            case .pushClip, .popClip, .pushLayer, .popLayer, .applyFilter, .pushEffectLayer, .popEffectLayer:
                break
            }
        }
        return out
    }

    /// The paint as a template of `color`: colour discarded, alpha kept (per stop for gradients).
    static func template(_ paint: Paint, _ color: RGBAColor) -> Paint {
        func retint(_ stops: GradientStops) -> GradientStops {
            GradientStops(stops.stops.map {
                GradientStop(color: color.withAlpha(color.alpha * $0.color.alpha), location: $0.location)
            }) ?? stops
        }
        switch paint {
        case .solid(let c):
            return .solid(color.withAlpha(color.alpha * c.alpha))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(retint(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(retint(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(retint(stops), center: center, startAngle: a0, endAngle: a1)
        case .image(var imagePaint):
            imagePaint.image.apply(.tint(color))
            return .image(imagePaint)
        }
    }

    /// `desaturated` (§1.4): alpha := a·Y (luminance to alpha), colour := `color`.
    static func luminanceSilhouette(_ image: Pixmap, color: RGBAColor) -> Pixmap {
        var out = image
        out.apply(ColorMatrix.luminanceToAlpha.concatenating(.tint(color)))
        return out
    }
}
