// A render's thumbnail for the contact sheets of `gallery` and `previews` (the preview runner makes it from
// the pixels it has, so the CLI never decodes a render again): box-filter downsampling by an integer
// factor, each output pixel the alpha-weighted (premultiplied) mean of its box — the standard area
// average, as in image-resampling texts (e.g. Wolberg, "Digital Image Warping", box filter) — in integers.
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
        let width = (sourceWidth + factor - 1) / factor
        let height = (sourceHeight + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let rows = (y * factor)..<min(sourceHeight, (y + 1) * factor)
            for x in 0..<width {
                let columns = (x * factor)..<min(sourceWidth, (x + 1) * factor)
                var alpha = 0, red = 0, green = 0, blue = 0
                for row in rows {
                    var index = (row * sourceWidth + columns.lowerBound) * 4
                    for _ in columns {
                        let a = Int(source[index + 3])
                        alpha += a
                        red += Int(source[index]) * a
                        green += Int(source[index + 1]) * a
                        blue += Int(source[index + 2]) * a
                        index += 4
                    }
                }
                let count = rows.count * columns.count
                let target = (y * width + x) * 4
                guard alpha > 0 else { continue }
                out[target] = UInt8((red + alpha / 2) / alpha)
                out[target + 1] = UInt8((green + alpha / 2) / alpha)
                out[target + 2] = UInt8((blue + alpha / 2) / alpha)
                out[target + 3] = UInt8((alpha + count / 2) / count)
            }
        }
        return ImagePixels(width: width, height: height, rgba: out)
    }

    /// The factor that shows a render of `scale` pixels per point at `sheetScale`: the nearest whole
    /// number, at least 1; twice that for StandBy, whose two widgets side by side are scaled up.
    public static func factor(scale: Double, sheetScale: Double, placement: WidgetPlacement? = nil) -> Int {
        max(1, Int((scale / max(sheetScale, 1e-9)).rounded())) * (placement == .standBy ? 2 : 1)
    }
}
