// Glyph coverage masks, rasterized once by our Raster engine and reused (the executor draws glyph runs
// through them; Typography only places glyphs).
//
// A mask is the glyph's unhinted outline (font units, y up) mapped to device pixels — scaled to the key's
// pixel size, flipped, slanted for a synthetic oblique, moved by the key's sub-pixel x — and filled
// non-zero by `Rasterizer.mask`. Its origin is relative to the pen position on the baseline.
import Graphics
import Raster
import Synchronization
import Typography

/// A bounded, thread-safe cache of glyph masks keyed by `GlyphMaskKey`.
///
/// Pass one cache to every render that should share glyphs (a gallery rendering on all cores can share
/// one). Output never depends on the cache: a mask is a pure function of its key.
public final class GlyphCache: Sendable {
    /// Flattening tolerance for glyph outlines, in device pixels ([C]: invisible at any text size).
    public static let flatteningTolerance = 0.05

    /// The largest glyph drawn through a cached mask, as its pixel size (the em square in device pixels):
    /// 1024, about 340 pt at 3×. A mask spans the whole glyph, so a 2000 pt glyph at 3× would be a 50 MB
    /// mask of which the canvas shows a part; larger glyphs are filled into the canvas, clipped to it
    /// (issue 8, docs/limits.md).
    public static let maximumMaskPixelSize = 1024.0

    /// The cache empties itself when its masks exceed this many bytes.
    public let byteLimit: Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var masks = GlyphMaskTable()
        var bytes = 0
        var hits = 0
        var misses = 0
    }

    /// Creates an empty cache holding up to `byteLimit` bytes of coverage (default 8 MiB).
    public init(byteLimit: Int = 8 << 20) {
        self.byteLimit = max(0, byteLimit)
    }

    /// Lookups answered from the cache, and lookups that rasterized.
    public var statistics: (hits: Int, misses: Int) {
        storage.withLock { ($0.hits, $0.misses) }
    }

    /// Number of masks held (blank glyphs count too).
    public var count: Int { storage.withLock { $0.masks.count } }

    /// The mask for `key`, relative to the pen position; nil for blank glyphs (space) and unknown glyphs.
    public func mask(for key: GlyphMaskKey, registry: FontRegistry) -> CoverageMask? {
        let cached: CoverageMask?? = storage.withLock { storage in
            guard let entry = storage.masks.lookup(key) else { return nil }
            storage.hits += 1
            return .some(entry)
        }
        if let cached { return cached }
        let mask = Self.rasterize(key, registry: registry)
        storage.withLock { storage in
            storage.misses += 1
            let size = (mask?.coverage.count ?? 0) + 64
            if storage.bytes + size > byteLimit {
                storage.masks.removeAll()
                storage.bytes = 0
            }
            if storage.masks.insert(mask, for: key) { storage.bytes += size }
        }
        return mask
    }

    /// Draws `placements` into `canvas`, painting each with `paint(styleIndex)`.
    ///
    /// Masks are looked up once per batch; a missing one is rasterized when its glyph is drawn and kept
    /// only by the cache, so a run of many large distinct glyphs holds at most the cache's bytes. Glyphs
    /// larger than ``maximumMaskPixelSize`` are filled straight into the canvas instead.
    public func draw(_ placements: [GlyphPlacement], on canvas: inout Canvas, registry: FontRegistry,
                     paint: (Int) -> Paint) {
        // One lock for every lookup of the batch: each glyph's placed mask (nil while it is still to be
        // rasterized, for a blank glyph, and for a glyph too large for a mask); misses are rasterized outside
        // the lock, in order.
        var run: [Canvas.PlacedMask] = []
        run.reserveCapacity(placements.count)
        var missing: [Int] = []
        storage.withLock { storage in
            for (i, placement) in placements.enumerated() {
                var mask: CoverageMask?
                if placement.key.pixelSize <= Self.maximumMaskPixelSize {
                    if let entry = storage.masks.lookup(placement.key) { mask = entry } else { missing.append(i) }
                }
                run.append(Canvas.PlacedMask(mask, x: placement.x, y: placement.y))
            }
            storage.hits += placements.count - missing.count
        }
        // Consecutive glyphs of one style are composited as one run (`Canvas.drawMasks`), in order.
        var start = 0
        var nextMissing = 0
        var currentStyle = Int.min
        var currentPaint = Paint.solid(.black)
        for (i, placement) in placements.enumerated() {
            if placement.styleIndex != currentStyle {
                canvas.drawMasks(run[start..<i], paint: currentPaint)
                start = i
                currentStyle = placement.styleIndex
                currentPaint = paint(currentStyle)
            }
            if placement.key.pixelSize > Self.maximumMaskPixelSize {
                canvas.drawMasks(run[start..<i], paint: currentPaint)
                start = i + 1
                Self.fillOutline(of: placement, on: &canvas, registry: registry, paint: currentPaint)
                continue
            }
            if nextMissing < missing.count, missing[nextMissing] == i {
                nextMissing += 1
                run[i].mask = mask(for: placement.key, registry: registry)
            }
        }
        canvas.drawMasks(run[start...], paint: currentPaint)
    }

    /// Rasterizes the glyph of `key` with our coverage rasterizer.
    static func rasterize(_ key: GlyphMaskKey, registry: FontRegistry) -> CoverageMask? {
        guard let face = try? registry.face(key.face), let outline = face.outline(of: key.glyph), !outline.isEmpty
        else { return nil }
        // Padded to a multiple of four columns: every row of a glyph then composites four pixels at a time.
        return Rasterizer.mask(for: outline, fillRule: .nonZero, transform: maskTransform(key, face: face),
                               tolerance: flatteningTolerance)?.padded(toWidthMultipleOf: 4)
    }

    /// Fills the outline of a glyph too large for a mask straight into `canvas`, placed exactly where its
    /// mask would go; the canvas clips it, so only the pixels it shows are computed.
    static func fillOutline(of placement: GlyphPlacement, on canvas: inout Canvas, registry: FontRegistry,
                            paint: Paint) {
        let key = placement.key
        guard let face = try? registry.face(key.face), let outline = face.outline(of: key.glyph), !outline.isEmpty
        else { return }
        let transform = maskTransform(key, face: face)
            .concatenating(AffineTransform(translationX: Double(placement.x), y: Double(placement.y)))
        canvas.fill(outline, paint: paint, fillRule: .nonZero, transform: transform, tolerance: flatteningTolerance)
    }

    /// Font units (y up) to mask pixels (y down) relative to the pen position: scaled to the key's pixel
    /// size, slanted for a synthetic oblique, moved by the key's sub-pixel x.
    static func maskTransform(_ key: GlyphMaskKey, face: FontFace) -> AffineTransform {
        let s = key.pixelSize / Double(face.metrics.unitsPerEm)
        let slant = key.syntheticOblique ? SystemFontMetrics.syntheticObliqueSlant : 0
        return AffineTransform(a: s, b: 0, c: slant * s, d: -s,
                               tx: Double(key.subpixelX) / Double(GlyphMaskKey.subpixelSteps), ty: 0)
    }
}
