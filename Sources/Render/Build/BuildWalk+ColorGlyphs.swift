// Colour glyphs (emoji) of a text run: drawn as images, not glyph masks. Each glyph of a colour bitmap
// face (FontFace.isColorBitmap) becomes one image command — its strike image resampled to the glyph's
// pixel size (Drawing's ColorGlyphImage) — in the run's accent group, with the opacity in force and
// through the effects' transform, so the mode passes treat it as a full-colour image: luminance-driven in
// vibrant and night (WIDGETKIT.md §1.5–1.6, as every image), and in accented as an image with
// `.widgetAccentedRenderingMode(.desaturated)` (`.accentedDesaturated` in the accent group, §1.4) [C]:
// text offers no way to set the mode, and the documented default for images, a template silhouette,
// turns a flag or a family tile into a blank shape; luminance to alpha keeps the drawing, as the iOS 18
// HIG's "the system desaturates the widget and applies the tint" describes (WIDGETKIT.md §1.3, S1).
// The text's foreground paint does not colour emoji (as on iOS).
import Drawing
import Graphics
import Typography

extension BuildWalk {
    /// Emits the colour glyphs of `run` as images and returns the other glyphs, in order.
    mutating func drawColorGlyphs(_ run: [GlyphPlacement]) -> [GlyphPlacement] {
        var isColor: [FaceID: Bool] = [:]
        // A glyph's resampled image depends only on the glyph and its rounded size: resample each once per
        // run (a line of the same emoji, or 20 000 of them, costs one resampling).
        var resampled: [ColorGlyphKey: ColorGlyphImage] = [:]
        var rest: [GlyphPlacement] = []
        rest.reserveCapacity(run.count)
        for placement in run {
            let id = placement.key.face
            let face = try? resources.registry.face(id)
            let colored = isColor[id] ?? (face?.isColorBitmap ?? false)
            isColor[id] = colored
            guard colored, let face else {
                rest.append(placement)
                continue
            }
            let key = ColorGlyphKey(face: id, glyph: placement.key.glyph, pixelSize64: placement.key.pixelSize64)
            let glyph: ColorGlyphImage
            if let cached = resampled[key] {
                guard let placed = cached.moved(to: placement, face: face) else { continue }
                glyph = placed
            } else {
                guard let made = ColorGlyphImage.make(for: placement, face: face) else { continue }
                resampled[key] = made
                glyph = made
            }
            var image = ImageCommand(image: glyph.pixmap, transform: glyph.transform.concatenating(transform),
                                     opacity: opacity, sourceDescription: "emoji glyph \(placement.key.glyph)")
            image.accentedMode = group == .accent ? .accentedDesaturated : .desaturated
            emit(.image(image))
        }
        return rest
    }
}

/// What a colour glyph's resampled pixels depend on: the face, the glyph and the em size.
struct ColorGlyphKey: Hashable {
    var face: FaceID
    var glyph: UInt32
    var pixelSize64: Int
}
