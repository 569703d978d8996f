// Glyph coverage masks, rasterized once by our Raster engine and reused.
//
// A mask is the glyph's unhinted outline (font units, y up) mapped to device pixels — scaled to the key's
// pixel size, flipped, slanted for a synthetic oblique, moved by the key's sub-pixel x — and filled
// non-zero by `Rasterizer.mask`. Its origin is relative to the pen position on the baseline.
import Graphics
import Raster
import Synchronization

/// A bounded, thread-safe cache of glyph masks keyed by `GlyphMaskKey`.
///
/// Pass one cache to every render that should share glyphs (a gallery rendering on all cores can share
/// one). Output never depends on the cache: a mask is a pure function of its key.
public final class GlyphCache: Sendable {
    /// Flattening tolerance for glyph outlines, in device pixels ([C]: invisible at any text size).
    public static let flatteningTolerance = 0.05

    /// The cache empties itself when its masks exceed this many bytes.
    public let byteLimit: Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var masks: [GlyphMaskKey: CoverageMask?] = [:]
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
            guard let entry = storage.masks[key] else { return nil }
            storage.hits += 1
            return .some(entry)
        }
        if let cached { return cached }
        let mask = Self.rasterize(key, registry: registry)
        storage.withLock { storage in
            storage.misses += 1
            let size = (mask?.coverage.count ?? 0) + 64
            if storage.bytes + size > byteLimit {
                storage.masks.removeAll(keepingCapacity: true)
                storage.bytes = 0
            }
            if storage.masks.updateValue(mask, forKey: key) == nil { storage.bytes += size }
        }
        return mask
    }

    /// Draws `placements` into `canvas`, painting each with `paint(styleIndex)`.
    public func draw(_ placements: [GlyphPlacement], on canvas: inout Canvas, registry: FontRegistry,
                     paint: (Int) -> Paint) {
        // One lock for every lookup of the batch; misses are rasterized outside the lock.
        var masks = [CoverageMask?](repeating: nil, count: placements.count)
        var missing: [Int] = []
        storage.withLock { storage in
            for (i, placement) in placements.enumerated() {
                if let entry = storage.masks[placement.key] { masks[i] = entry } else { missing.append(i) }
            }
            storage.hits += placements.count - missing.count
        }
        for i in missing { masks[i] = mask(for: placements[i].key, registry: registry) }
        var currentStyle = Int.min
        var currentPaint = Paint.solid(.black)
        for (placement, mask) in zip(placements, masks) {
            guard let mask else { continue }
            if placement.styleIndex != currentStyle {
                currentStyle = placement.styleIndex
                currentPaint = paint(currentStyle)
            }
            canvas.drawMask(mask, offsetX: placement.x, offsetY: placement.y, paint: currentPaint)
        }
    }

    /// Rasterizes the glyph of `key` with our coverage rasterizer.
    static func rasterize(_ key: GlyphMaskKey, registry: FontRegistry) -> CoverageMask? {
        guard let face = try? registry.face(key.face), let outline = face.outline(of: key.glyph), !outline.isEmpty
        else { return nil }
        let s = key.pixelSize / Double(face.metrics.unitsPerEm)
        let slant = key.syntheticOblique ? SystemFontMetrics.syntheticObliqueSlant : 0
        let transform = AffineTransform(a: s, b: 0, c: slant * s, d: -s,
                                        tx: Double(key.subpixelX) / Double(GlyphMaskKey.subpixelSteps), ty: 0)
        return Rasterizer.mask(for: outline, fillRule: .nonZero, transform: transform, tolerance: flatteningTolerance)
    }
}
