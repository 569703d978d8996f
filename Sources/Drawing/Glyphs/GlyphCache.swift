// Glyph coverage masks, rasterized once by our Raster engine and reused (the executor draws glyph runs
// through them; Typography only places glyphs).
//
// A mask is the glyph's unhinted outline (font units, y up) mapped to device pixels — scaled to the key's
// pixel size, flipped, slanted for a synthetic oblique, moved by the key's sub-pixel x — and filled
// non-zero by `Rasterizer.mask`. Its origin is relative to the pen position on the baseline. Every mask's bytes
// live in one atlas (an append-only byte array; a draw holds the array it read, so a later append copies
// rather than disturbs it), and the table maps keys to plain atlas entries: drawing a run copies and
// reference-counts nothing per glyph.
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
    /// (docs/limits.md).
    public static let maximumMaskPixelSize = 1024.0

    /// The cache empties itself when its masks exceed this many bytes.
    public let byteLimit: Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var entries = GlyphMaskTable()
        /// Every cached mask's coverage, back to back (`MaskAtlasEntry.offset`).
        var atlas: [UInt8] = []
        var bytes = 0
        var hits = 0
        var misses = 0

        /// Caches `mask` for `key` (nil: a blank glyph), starting over when the cache would pass `byteLimit`.
        mutating func insert(_ mask: CoverageMask?, for key: GlyphMaskKey, byteLimit: Int) {
            let size = (mask?.coverage.count ?? 0) + 64
            if bytes + size > byteLimit {
                entries.removeAll()
                atlas = []
                bytes = 0
            }
            var entry: MaskAtlasEntry?
            if let mask {
                entry = MaskAtlasEntry(offset: atlas.count, width: mask.width, height: mask.height,
                                       originX: mask.originX, originY: mask.originY)
                atlas.append(contentsOf: mask.coverage)
            }
            if entries.insert(entry, for: key) { bytes += size }
        }
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
    public var count: Int { storage.withLock { $0.entries.count } }

    /// The mask for `key`, relative to the pen position; nil for blank glyphs (space) and unknown glyphs.
    public func mask(for key: GlyphMaskKey, registry: FontRegistry) -> CoverageMask? {
        let cached: CoverageMask?? = storage.withLock { storage in
            guard let found = storage.entries.lookup(key) else { return nil }
            storage.hits += 1
            guard let e = found else { return .some(nil) }
            return .some(CoverageMask(originX: e.originX, originY: e.originY, width: e.width, height: e.height,
                                      coverage: Array(storage.atlas[e.offset ..< e.offset + e.width * e.height])))
        }
        if let cached { return cached }
        let mask = Self.rasterize(key, registry: registry)
        storage.withLock { storage in
            storage.misses += 1
            storage.insert(mask, for: key, byteLimit: byteLimit)
        }
        return mask
    }

    /// A placement the batch's run of cached glyphs stops at: `glyphs` atlas glyphs of the run come before it.
    private struct RunBreak {
        enum Kind { case style, rasterize, outline }
        /// A new style (the glyph itself is in the run), a mask still to rasterize, a glyph too large for a mask.
        var kind: Kind
        var glyphs: Int
        var placement: Int
    }

    /// Draws `placements` into `canvas`, painting each with `paint(styleIndex)`.
    ///
    /// Masks are looked up once per batch, under one lock, straight into the run of atlas glyphs the batch then
    /// draws (runs of one style in one pass, `Canvas.drawMasks(_:atlas:paint:)`); a new style and a placement
    /// that is not a cached glyph break that run. A missing mask is rasterized when its glyph is drawn and
    /// cached when the batch is done; the batch keeps at most half the cache's bytes of such masks (more are
    /// drawn and dropped), so a run of many large distinct glyphs holds at most the cache's bytes. Glyphs larger
    /// than ``maximumMaskPixelSize`` are filled straight into the canvas instead.
    public func draw(_ placements: [GlyphPlacement], on canvas: inout Canvas, registry: FontRegistry,
                     paint: (Int) -> Paint) {
        // 1. One lock for every lookup of the batch: the cached glyphs in order, as entries of the atlas they
        //    point into (blank glyphs have none), and the breaks.
        var run: [Canvas.AtlasGlyph] = []
        run.reserveCapacity(placements.count)
        var breaks: [RunBreak] = []
        var missingCount = 0
        var atlas: [UInt8] = []
        storage.withLock { storage in
            atlas = storage.atlas
            var style = Int.min
            for (i, placement) in placements.enumerated() {
                let newStyle = placement.styleIndex != style
                style = placement.styleIndex
                if placement.key.pixelSize > Self.maximumMaskPixelSize {
                    breaks.append(RunBreak(kind: .outline, glyphs: run.count, placement: i))
                    continue
                }
                guard let found = storage.entries.lookup(placement.key) else {
                    missingCount += 1
                    breaks.append(RunBreak(kind: .rasterize, glyphs: run.count, placement: i))
                    continue
                }
                if newStyle { breaks.append(RunBreak(kind: .style, glyphs: run.count, placement: i)) }
                if let entry = found { run.append(Canvas.AtlasGlyph(entry, x: placement.x, y: placement.y)) }
            }
            storage.hits += placements.count - missingCount
        }
        // Masks rasterized by this draw, cached once it is done (in order of first use), up to half the cache's
        // bytes: past that, a miss is drawn and dropped, so a draw of many large distinct glyphs never holds
        // more than the cache would.
        var fresh: [GlyphMaskKey: CoverageMask?] = [:]
        var freshOrder: [GlyphMaskKey] = []
        var freshBytes = 0
        var rasterized = 0
        // 2. The run in order: the glyphs up to each break in one pass with the current paint, then the break.
        var drawn = 0
        var currentStyle = Int.min
        var currentPaint = Paint.solid(.black)
        for stop in breaks {
            canvas.drawMasks(run[drawn..<stop.glyphs], atlas: atlas, paint: currentPaint)
            drawn = stop.glyphs
            let placement = placements[stop.placement]
            if placement.styleIndex != currentStyle {
                currentStyle = placement.styleIndex
                currentPaint = paint(currentStyle)
            }
            switch stop.kind {
            case .style:
                continue
            case .outline:
                Self.fillOutline(of: placement, on: &canvas, registry: registry, paint: currentPaint)
            case .rasterize:
                let mask: CoverageMask?
                if let known = fresh[placement.key] {
                    mask = known
                } else {
                    mask = Self.rasterize(placement.key, registry: registry)
                    rasterized += 1
                    let size = (mask?.coverage.count ?? 0) + 64
                    if freshBytes + size <= byteLimit / 2 {
                        fresh[placement.key] = mask
                        freshOrder.append(placement.key)
                        freshBytes += size
                    }
                }
                if let mask { canvas.drawMask(mask, offsetX: placement.x, offsetY: placement.y, paint: currentPaint) }
            }
        }
        canvas.drawMasks(run[drawn...], atlas: atlas, paint: currentPaint)
        guard rasterized > 0 else { return }
        atlas = []  // this draw's hold on the atlas ends, so appending need not copy it
        storage.withLock { storage in
            storage.hits += missingCount - rasterized
            storage.misses += rasterized
            for key in freshOrder where storage.entries.lookup(key) == nil {
                if let mask = fresh[key] { storage.insert(mask, for: key, byteLimit: byteLimit) }
            }
        }
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
    /// size (× its width scale horizontally), slanted for a synthetic oblique, moved by the key's sub-pixel x.
    static func maskTransform(_ key: GlyphMaskKey, face: FontFace) -> AffineTransform {
        let s = key.pixelSize / Double(face.metrics.unitsPerEm)
        let slant = key.syntheticOblique ? SystemFontMetrics.syntheticObliqueSlant : 0
        return AffineTransform(a: s * key.widthScale, b: 0, c: slant * s, d: -s,
                               tx: Double(key.subpixelX) / Double(GlyphMaskKey.subpixelSteps), ty: 0)
    }
}
