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
