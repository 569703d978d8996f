/// A decoded image: straight (non-premultiplied) RGBA8 pixels, row-major, no row padding.
public struct PNGImage: Sendable, Equatable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha per pixel, rows top to bottom.
    public let rgba: [UInt8]

    /// Wraps pixels, checking that the buffer holds exactly `width * height` RGBA8 pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) {
        let expected = try PNGImage.byteCount(width: width, height: height)
        guard rgba.count == expected else { throw .bufferSizeMismatch(expected: expected, actual: rgba.count) }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Wraps pixels whose size the caller has already checked.
    init(uncheckedWidth width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The straight RGBA of the pixel at column `x`, row `y` (0-based from the top left), or nil outside.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// `width * height * 4`, or a typed error for non-positive sizes, sizes a PNG cannot hold
    /// (above 2³¹ − 1 per side) and products that overflow.
    static func byteCount(width: Int, height: Int) throws(PNGError) -> Int {
        guard width > 0, height > 0, width <= PNGImage.maximumSide, height <= PNGImage.maximumSide else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixels, overflowA) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflowB) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB else { throw .invalidDimensions(width: width, height: height) }
        return bytes
    }

    /// The largest side a PNG can declare (PNG spec §11.2.2: 2³¹ − 1).
    static let maximumSide = 0x7FFF_FFFF
}
