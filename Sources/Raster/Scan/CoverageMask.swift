/// An 8-bit anti-aliasing mask placed in device pixels: the output of `Rasterizer.mask(for:)`, and the form in
/// which cached glyphs and clip shapes are drawn.
///
/// Pixel (`originX + i`, `originY + j`) has coverage `coverage[j * width + i]` (0 = outside, 255 = fully inside);
/// pixels outside the mask have coverage 0.
public struct CoverageMask: Hashable, Sendable {
    /// Device x of the mask's left column.
    public var originX: Int
    /// Device y of the mask's top row.
    public var originY: Int
    /// Width in pixels (> 0).
    public let width: Int
    /// Height in pixels (> 0).
    public let height: Int
    /// Row-major coverage, `width × height` bytes.
    public private(set) var coverage: [UInt8]

    /// A mask from its bytes; `nil` when a side is ≤ 0, the size exceeds the pixmap limits, or
    /// `coverage.count != width × height`.
    public init?(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), coverage.count == width * height else { return nil }
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The coverage at device pixel (x, y); 0 outside the mask.
    public func coverage(x: Int, y: Int) -> UInt8 {
        let i = x - originX, j = y - originY
        guard i >= 0, j >= 0, i < width, j < height else { return 0 }
        return coverage[j * width + i]
    }

    /// The mask moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> CoverageMask {
        var copy = self
        copy.originX += dx
        copy.originY += dy
        return copy
    }

    /// The same coverage with zero columns added on the right so that the width is a multiple of `step`
    /// (itself when it is one already, or when the padded width would exceed `Pixmap.maximumSide`). Compositing
    /// loops move four pixels at a time, so a glyph mask cached padded to 4 needs no per-pixel tail on any row;
    /// the zero columns leave their pixels as they are.
    public func padded(toWidthMultipleOf step: Int) -> CoverageMask {
        guard step > 1 else { return self }
        let padded = (width + step - 1) / step * step
        guard padded != width, padded <= Pixmap.maximumSide else { return self }
        var bytes = [UInt8](repeating: 0, count: padded * height)
        for row in 0..<height {
            bytes.replaceSubrange(row * padded ..< row * padded + width,
                                  with: coverage[row * width ..< (row + 1) * width])
        }
        return CoverageMask(box: PixelBox(x0: originX, y0: originY, x1: originX + padded, y1: originY + height),
                            coverage: bytes)
    }

    /// The device pixels the mask spans.
    var box: PixelBox {
        PixelBox(x0: originX, y0: originY, x1: originX + width, y1: originY + height)
    }

    /// A mask over `box` whose bytes are produced by `body` (internal; callers guarantee a valid size).
    init(box: PixelBox, coverage: [UInt8]) {
        originX = box.x0
        originY = box.y0
        width = box.width
        height = box.height
        self.coverage = coverage
    }
}
