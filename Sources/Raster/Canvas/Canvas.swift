import Graphics

/// Draws paths, masks and layers into a pixmap: the raster executor's target.
///
/// Compositing is on sRGB-encoded premultiplied values with exact rounding. Clips are anti-aliased masks that
/// intersect with the enclosing clip; layers are offscreen pixmaps composited on pop.
///
/// ```swift
/// guard let pixmap = Pixmap(width: 100, height: 100) else { return }
/// var canvas = Canvas(pixmap: pixmap)
/// canvas.fill(Path(circleIn: Rect(x: 10, y: 10, width: 80, height: 80)), paint: .solid(.black))
/// let bytes = canvas.pixmap.straightRGBA()
/// ```
public struct Canvas: Sendable {
    /// The base pixels, except rows of a uniform first fill not stored yet (`lazyBackground`); every access goes
    /// through `withTargetPixels(touching:)` or `pixmap`, which store the rows they expose first.
    var base: Pixmap
    /// Rows of `base` that hold the first fill's colour but are not stored yet (nil when every row is stored).
    var lazyBackground: LazyBackground?
    /// The current clip.
    var clip: ClipState
    /// Pushed layers, innermost last.
    var layers: [Layer] = []
    /// Pushed clips and layers, innermost last.
    var stack: [CanvasStackEntry] = []
    /// Rasterizer buffers reused between draws.
    var scratch = RasterScratch()
    /// The last solid paint drawn through `drawMask` at full opacity and its premultiplied colour: a glyph run
    /// draws many masks with one paint, and the conversion (four clamps and roundings) is the same each time.
    var maskSolidPaint: (color: RGBAColor, packed: UInt32)?

    /// A canvas drawing into `pixmap` (its current pixels are kept).
    public init(pixmap: Pixmap) {
        base = pixmap
        clip = .rect(PixelBox(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height))
    }

    /// Width in pixels.
    public var width: Int { base.width }
    /// Height in pixels.
    public var height: Int { base.height }

    /// The base pixels. While layers are pushed, their content is not in `pixmap` until `popLayer()`. On a canvas
    /// with background rows not stored yet this is a copy with those rows stored; `materializedPixmap()` stores
    /// them in place instead.
    public var pixmap: Pixmap {
        guard var lazyBackground else { return base }
        var copy = base
        lazyBackground.store(into: &copy, from: 0, to: copy.height)
        return copy
    }

    /// Stores every background row not stored yet and returns the base pixels (`pixmap` without a copy).
    public mutating func materializedPixmap() -> Pixmap {
        materialize(from: 0, to: base.height)
        return base
    }

    /// The canvas pixels the current target (base pixmap or innermost layer) covers.
    var targetBox: PixelBox {
        layers.last?.box ?? PixelBox(x0: 0, y0: 0, x1: base.width, y1: base.height)
    }

    /// Fills `path` with `paint`.
    ///
    /// - Parameters:
    ///   - transform: maps path coordinates to device pixels (paint coordinates are device pixels already).
    ///   - tolerance: flattening tolerance in device pixels.
    public mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero,
                              transform: AffineTransform = .identity, blendMode: BlendMode = .sourceOver,
                              opacity: Double = 1, tolerance: Double = Path.defaultFlatteningTolerance) {
        let shader = Shader(paint, opacity: opacity)
        if shader.isTransparent && blendMode.preservesDestinationUnderTransparentSource { return }
        let region = clip.box.intersection(targetBox)
        guard !region.isEmpty else { return }
        // Moved out (not copied) while the canvas draws: no reference counting of the buffers per fill.
        var scratch = RasterScratch()
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        guard let (count, box) = scratch.cells(for: path, transform: transform, tolerance: tolerance, clip: region)
        else { return }
        var sweep = CellSweep()
        swap(&sweep, &scratch.sweep)
        blit(cells: scratch.cellStorage, count: count, box: box, fillRule: fillRule, sweep: &sweep, shader: shader,
             mode: blendMode)
        swap(&sweep, &scratch.sweep)
        markDirty(box)
    }

    /// Draws a coverage mask (a cached glyph) moved by whole pixels, filled with `paint`.
    public mutating func drawMask(_ mask: CoverageMask, offsetX: Int, offsetY: Int, paint: Paint,
                                  blendMode: BlendMode = .sourceOver, opacity: Double = 1) {
        let maskBox = PixelBox(x0: mask.originX &+ offsetX, y0: mask.originY &+ offsetY,
                               x1: mask.originX &+ offsetX &+ mask.width, y1: mask.originY &+ offsetY &+ mask.height)
        let region = maskBox.intersection(clip.box).intersection(targetBox)
        guard !region.isEmpty else { return }
        let shader: Shader
        if case .solid(let color) = paint, opacity == 1 {
            if let memo = maskSolidPaint, memo.color == color {
                shader = .solid(memo.packed)
            } else {
                shader = Shader(paint, opacity: 1)
                if case .solid(let packed) = shader { maskSolidPaint = (color, packed) }
            }
        } else {
            shader = Shader(paint, opacity: opacity)
        }
        if shader.isTransparent && blendMode.preservesDestinationUnderTransparentSource { return }
        blitMask(mask, maskBox: maskBox, region: region, shader: shader, mode: blendMode)
        markDirty(region)
    }

    /// Composites `source` with its top-left corner at (x, y), 1:1 (no resampling).
    public mutating func drawPixmap(_ source: Pixmap, x: Int, y: Int, blendMode: BlendMode = .sourceOver,
                                    opacity: Double = 1) {
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        let shader = Shader.pixmap(PixmapShader(source: source, offsetX: x, offsetY: y,
                                                opacity: GradientTable.byte(o)))
        let sourceBox = PixelBox(x0: x, y0: y, x1: x &+ source.width, y1: y &+ source.height)
        var region = clip.box.intersection(targetBox)
        if blendMode.preservesDestinationUnderTransparentSource { region = region.intersection(sourceBox) }
        guard !region.isEmpty else { return }
        blitRegion(region, shader: shader, mode: blendMode, clip: clip)
        markDirty(region)
    }

    /// Records drawn pixels on the innermost layer.
    mutating func markDirty(_ box: PixelBox) {
        guard !layers.isEmpty else { return }
        layers[layers.count - 1].dirty = layers[layers.count - 1].dirty.union(box)
    }
}
