// Folding stacked full-pixel rectangle fills into one fill (a peephole of the executor).
//
// Widgets commonly start with an opaque background rectangle followed by translucent fills of the very same
// rectangle (the container background, then a fill style over it). When the rectangle's edges lie on whole
// pixels, every pixel inside is fully covered by each fill, so the result is the same colour everywhere: the
// opaque colour s₁ (source-over ignores what was below), then s₂ + d·(255 − a₂)/255 per premultiplied channel,
// rounded to nearest exactly as Raster's source-over does (Blinn's (t + (t >> 8)) >> 8, t = x·a + 128). One
// fill of that colour gives identical pixels while touching each pixel once. Only at the canvas's top level
// (no clip or layer pushed), where nothing else can modulate coverage.
import Graphics
import Raster

/// The result of folding consecutive fills: what to fill, and the index of the first item not folded.
struct SolidRectFold {
    var path: Path
    var color: RGBAColor
    var next: Int

    /// Folds `items[start]` (an opaque solid fill of a pixel-aligned rectangle) with the solid fills of the
    /// same path right after it; nil when there is nothing to fold.
    static func fold(_ items: [DisplayItem], from start: Int) -> SolidRectFold? {
        guard start + 1 < items.count, case let .fill(path, .solid(base), _) = items[start].command,
              base.alpha >= 1, isPixelAlignedRect(path) else { return nil }
        var pixel = PremultipliedRGBA8(base)
        var next = start + 1
        while next < items.count, case let .fill(other, .solid(color), _) = items[next].command, other == path {
            let s = PremultipliedRGBA8(color)
            let inverse = 255 - UInt32(s.a)
            pixel = PremultipliedRGBA8(r: over(s.r, pixel.r, inverse), g: over(s.g, pixel.g, inverse),
                                       b: over(s.b, pixel.b, inverse), a: 255)
            next += 1
        }
        guard next > start + 1 else { return nil }
        return SolidRectFold(path: path, color: RGBAColor(r255: Double(pixel.r), Double(pixel.g), Double(pixel.b)),
                             next: next)
    }

    /// `s + d·inverse/255`, rounded as Raster's source-over.
    private static func over(_ s: UInt8, _ d: UInt8, _ inverse: UInt32) -> UInt8 {
        let t = UInt32(d) * inverse + 128
        return UInt8(truncatingIfNeeded: UInt32(s) + ((t + (t >> 8)) >> 8))
    }

    /// True when `path` is exactly `Path(rect)` for a rectangle with whole-pixel edges.
    static func isPixelAlignedRect(_ path: Path) -> Bool {
        let box = path.bounds
        guard !box.isEmpty, [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ $0 == $0.rounded() }) else { return false }
        return path == Path(box)
    }
}
