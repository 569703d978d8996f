import Graphics

/// A canvas born with its first fill: the renderer's first command is usually an opaque background over the whole
/// widget, and a new pixmap is otherwise cleared (every byte stored) and then filled (every byte stored again).
/// Here the pixmap's memory is left unwritten and the fill's sweep runs through a `FreshSink`, which clears exactly
/// the pixels the fill does not store without reading — the same pixels, each written once.
///
/// Invariant: the pixmap comes from `Pixmap(uninitializedWidth:height:)` and no pixel is read before it is
/// written: the sweep's runs go through `FreshSink`, which clears every pixel before a blending run reads it and
/// clears the remainder at the end (`finish`), asserting that runs come in order; when nothing is drawn the whole
/// storage is cleared. Scratch and sink pointers are those of `withPaintSink`, valid for this one draw.
extension Canvas {
    /// A canvas over a new `width × height` pixmap with `path` filled into it source-over: the same pixels as
    /// `Canvas(pixmap: Pixmap(width: width, height: height)!)` followed by `fill(path, paint: paint, …)`, with each
    /// pixel stored once. nil when the size is not a valid pixmap size (`Pixmap.isValidSize`).
    ///
    /// ```swift
    /// var canvas = Canvas(width: 510, height: 510, firstFill: Path(Rect(x: 0, y: 0, width: 510, height: 510)),
    ///                     paint: .solid(.white))
    /// ```
    public init?(width: Int, height: Int, firstFill path: Path, paint: Paint, fillRule: FillRule = .nonZero,
                 transform: AffineTransform = .identity, tolerance: Double = Path.defaultFlatteningTolerance) {
        guard let blank = Pixmap(uninitializedWidth: width, height: height) else { return nil }
        self.init(pixmap: blank)
        let shader = Shader(paint, opacity: 1)
        var scratch = RasterScratch()
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        guard !shader.isTransparent,
              let (count, box) = scratch.cells(for: path, transform: transform, tolerance: tolerance,
                                               clip: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        else {
            base.storage.withMutableSpan { $0.fill(0, count: $0.count) }
            return
        }
        var sweep = CellSweep()
        swap(&sweep, &scratch.sweep)
        let cells = scratch.cellStorage
        var lazy: LazyBackground?
        withPaintSink(shader: shader, mode: .sourceOver, clip: clip,
                      touching: PixelBox(x0: 0, y0: 0, x1: width, y1: height)) { sink in
            var fresh = FreshSink(inner: sink, defersFullRows: true)
            sweep.sweep(cells, count: count, box: box, fillRule: fillRule, into: &fresh)
            fresh.finish()
            assert(fresh.cursor == width * height, "Canvas: the first fill left pixels unwritten")
            if let color = sink.color {
                lazy = LazyBackground(color: color, pending: fresh.lazyRows, pendingCount: fresh.lazyRowCount)
            }
        }
        lazyBackground = lazy
        swap(&sweep, &scratch.sweep)
    }
}
