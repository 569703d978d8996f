import Graphics

/// Turns paths into anti-aliased coverage: exact signed-area accumulation in integer fixed point
/// (FreeType's ftgrays family; see `CellAccumulator` and `CellSweep`). No supersampling.
///
/// ```swift
/// let mask = Rasterizer.mask(for: glyphOutline, transform: AffineTransform(scaleX: 3, y: 3))
/// ```
public enum Rasterizer {
    /// The most pixels a mask may span; larger shapes must be drawn with a clip (or straight into a canvas).
    public static let maximumMaskPixelCount = Pixmap.maximumPixelCount
    /// The most line segments one path may flatten to (about 2 M); larger paths draw nothing.
    public static let maximumSegmentCount = 1 << 21
    /// The most coverage cells one path may produce inside its clip (about 2 M, 32 MiB); more draws nothing.
    /// Real shapes stay far below: a 10 000 px circle makes about 80 000.
    public static let maximumCellCount = 1 << 21

    /// The coverage of `path` filled with `fillRule`, in device pixels.
    ///
    /// Hostile input is bounded: non-finite subpaths are skipped, coordinates are clipped before fixed point, and
    /// paths beyond `maximumSegmentCount` or `maximumCellCount` give `nil` instead of a huge allocation.
    ///
    /// - Parameters:
    ///   - transform: maps path coordinates to device pixels (applied before flattening).
    ///   - tolerance: the flattening tolerance **in device pixels** (values below 0.001 are raised to it).
    ///   - clip: when given, only pixels in `0..<width × 0..<height` are computed.
    /// - Returns: the mask over the pixels the outline touches, or `nil` when it is empty, not finite, or
    ///   (without a clip) larger than `maximumMaskPixelCount`.
    public static func mask(for path: Path, fillRule: FillRule = .nonZero, transform: AffineTransform = .identity,
                            tolerance: Double = Path.defaultFlatteningTolerance,
                            clip: (width: Int, height: Int)? = nil) -> CoverageMask? {
        var clipBox: PixelBox?
        if let clip {
            let box = PixelBox(x0: 0, y0: 0, x1: min(clip.width, Pixmap.maximumSide), y1: min(clip.height, Pixmap.maximumSide))
            guard !box.isEmpty else { return nil }
            clipBox = box
        }
        var scratch = RasterScratch()
        guard let (count, box) = scratch.cells(for: path, transform: transform, tolerance: tolerance, clip: clipBox),
              box.width * box.height <= maximumMaskPixelCount else { return nil }
        var sink = MaskSink(box: box)
        scratch.sweep.sweep(scratch.cellStorage, count: count, box: box, fillRule: fillRule, into: &sink)
        guard sink.bytes.contains(where: { $0 != 0 }) else { return nil }
        return CoverageMask(box: box, coverage: sink.bytes)
    }
}
