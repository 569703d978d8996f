// Vibrant (Lock Screen) and StandBy night post-passes: WIDGETKIT.md §1.5 and §1.6.
//
// Method ([C], §1.5): with premultiplied input (R, G, B, A) and L = 0.2125·R + 0.7154·G + 0.0721·B
// (= a·Y, the SVG luminanceToAlpha luma of the un-premultiplied colour times its alpha):
//   light = tint T with alpha L                 — brighter pixels give more contrast
//   shade = black with alpha s·(A − L)          — a·(1−Y)·s: the material darkens under dark pixels
//   out   = light OVER shade OVER backdrop
// Both layers are linear in the premultiplied input, so each is one ColorMatrix pass in Raster's exact
// integer arithmetic; the composite uses Raster's source-over. Night is the same with the red tint,
// a black backdrop and no shade (§1.6).

import Graphics
import Raster

/// The vibrant and night post-passes: a full-colour render (container background removed) in,
/// a luminance-driven monochrome picture out.
public enum VibrantPass {
    /// Applies the vibrant formula.
    ///
    /// - Parameters:
    ///   - content: the render, premultiplied, with the container background already removed.
    ///   - tint: the Lock Screen tint (white by default).
    ///   - backdrop: what the widget is shown over (the wallpaper stand-in); nil leaves a transparent
    ///     layer for callers compositing over their own wallpaper.
    ///   - shadeStrength: the material darkening factor; 0 disables the shade.
    public static func apply(to content: Pixmap, tint: RGBAColor = ModeChoices.vibrantTint,
                             backdrop: RGBAColor? = ModeChoices.vibrantBackdrop,
                             shadeStrength: Double = ModeChoices.vibrantShadeStrength) -> Pixmap {
        let t = tint.withAlpha(1)
        let (wr, wg, wb) = (0.2125, 0.7154, 0.0721)
        var light = content
        if let matrix = ColorMatrix([
            t.red * wr, t.red * wg, t.red * wb, 0, 0,
            t.green * wr, t.green * wg, t.green * wb, 0, 0,
            t.blue * wr, t.blue * wg, t.blue * wb, 0, 0,
            wr, wg, wb, 0, 0,
        ]) {
            light.apply(matrix)
        }
        var base = content
        base.fill(backdrop ?? .clear)
        var canvas = Canvas(pixmap: base)
        let s = shadeStrength.isFinite ? max(0, min(1, shadeStrength)) : 0
        if s > 0, let shadeMatrix = ColorMatrix([
            0, 0, 0, 0, 0,
            0, 0, 0, 0, 0,
            0, 0, 0, 0, 0,
            -s * wr, -s * wg, -s * wb, s, 0,
        ]) {
            var shade = content
            shade.apply(shadeMatrix)
            canvas.drawPixmap(shade, x: 0, y: 0)
        }
        canvas.drawPixmap(light, x: 0, y: 0)
        return canvas.pixmap
    }

    /// StandBy night (§1.6): the vibrant formula with the night red, over black, without shade, so every
    /// pixel is `T × (a·Y)` over black.
    public static func night(_ content: Pixmap, tint: RGBAColor = ModeChoices.nightTint,
                             backdrop: RGBAColor? = ModeChoices.nightBackdrop) -> Pixmap {
        apply(to: content, tint: tint, backdrop: backdrop, shadeStrength: 0)
    }
}
