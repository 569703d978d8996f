// A render's thumbnail for the contact sheets of `gallery` and `previews` (the preview runner makes it from
// the pixels it has, so the CLI never decodes a render again): box-filter downsampling by an integer
// factor, each output pixel the alpha-weighted (premultiplied) mean of its box — the standard area
// average, as in image-resampling texts (e.g. Wolberg, "Digital Image Warping", box filter) — in integers.
// The loop is Raster's BoxShrink (one pass over the source rows, running sums per output column).
import Raster
import Views

/// Shrinks a render for the contact sheet by an integer factor: each output pixel is the
/// alpha-weighted mean of a `factor × factor` box (the premultiplied mean, so transparent pixels
/// lend no colour to edges), computed in integers so every run gives the same bytes.
///
/// ```swift
/// let small = Thumbnail.shrink(rgba: rgba, width: 1014, height: 1014, by: 3)   // 338 × 338
/// ```
public enum Thumbnail {
    /// A straight-alpha RGBA8 image shrunk by `factor` (1 keeps its size), straight alpha too; partial
    /// boxes at the right and bottom edges average the pixels they hold. Nil only for an impossible size.
    /// `factor` for a render at `scale` pixels per point shown at `sheetScale`: ``factor(scale:sheetScale:placement:)``.
    public static func shrink(rgba source: [UInt8], width sourceWidth: Int, height sourceHeight: Int,
                       by factor: Int) -> ImagePixels? {
        guard factor > 1 else { return ImagePixels(width: sourceWidth, height: sourceHeight, rgba: source) }
        return BoxShrink.shrink(rgba: source, width: sourceWidth, height: sourceHeight, by: factor)
            .flatMap { ImagePixels(width: $0.width, height: $0.height, rgba: $0.rgba) }
    }

    /// A rendered pixmap shrunk by `factor` as ``shrink(rgba:width:height:by:)`` shrinks its straight bytes (the
    /// same pixels), without a full-size straight copy: the gallery's tiles.
    public static func shrink(_ pixmap: Pixmap, by factor: Int) -> ImagePixels? {
        guard factor > 1 else { return ImagePixels(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA()) }
        return pixmap.shrunkStraightRGBA(by: factor).flatMap { ImagePixels(width: $0.width, height: $0.height, rgba: $0.rgba) }
    }

    /// The factor that shows a render of `scale` pixels per point at `sheetScale`: the nearest whole
    /// number, at least 1; twice that for StandBy, whose two widgets side by side are scaled up.
    public static func factor(scale: Double, sheetScale: Double, placement: WidgetPlacement? = nil) -> Int {
        max(1, Int((scale / max(sheetScale, 1e-9)).rounded())) * (placement == .standBy ? 2 : 1)
    }
}
