import Graphics

/// A premultiplied RGBA8 image: the raster target of every draw.
///
/// Pixels are sRGB-encoded with premultiplied alpha (each colour channel ≤ alpha), row-major, top row first.
/// Sizes are limited (`maximumSide`, `maximumPixelCount`) so that no input can ask for a huge allocation.
///
/// ```swift
/// guard var pixmap = Pixmap(width: 64, height: 64) else { return }
/// pixmap.fill(.white)
/// let bytes = pixmap.straightRGBA()   // for PNG encoding
/// ```
public struct Pixmap: Hashable, Sendable {
    /// The largest width or height accepted.
    public static let maximumSide = 16384
    /// The largest number of pixels accepted (64 Mi pixels, 256 MiB of storage).
    public static let maximumPixelCount = 64 * 1024 * 1024

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels packed as `r | g << 8 | b << 16 | a << 24`, row-major.
    var storage: [UInt32]

    /// A transparent pixmap; `nil` when a side is ≤ 0, above `maximumSide`, or the area exceeds `maximumPixelCount`.
    public init?(width: Int, height: Int) {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        self.storage = [UInt32](repeating: 0, count: width * height)
    }

    /// True when a pixmap of this size may be created.
    public static func isValidSize(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
            && width * height <= maximumPixelCount
    }

    /// The pixel at (x, y); transparent outside the pixmap.
    public func pixel(x: Int, y: Int) -> PremultipliedRGBA8 {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        return PremultipliedRGBA8(packed: storage[y * width + x])
    }

    /// Replaces the pixel at (x, y); does nothing outside the pixmap.
    /// Channels above alpha are clamped to alpha so the pixel stays a valid premultiplied value.
    public mutating func setPixel(x: Int, y: Int, _ value: PremultipliedRGBA8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let a = value.a
        let valid = PremultipliedRGBA8(r: min(value.r, a), g: min(value.g, a), b: min(value.b, a), a: a)
        storage[y * width + x] = valid.packed
    }

    /// The pixels packed as `r | g << 8 | b << 16 | a << 24`, row-major: for whole-image passes of other modules,
    /// which then index one array instead of calling ``pixel(x:y:)`` per pixel.
    package var packedPixels: [UInt32] { storage }

    /// A pixmap of `packed` pixels (``packedPixels``' layout), each channel above alpha clamped to alpha as
    /// ``setPixel(x:y:_:)`` does; nil for an invalid size or a count other than `width × height`.
    package init?(width: Int, height: Int, packedPixels packed: [UInt32]) {
        guard Pixmap.isValidSize(width: width, height: height), packed.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.storage = packed
        for i in storage.indices {
            let p = PremultipliedRGBA8(packed: storage[i])
            if p.r > p.a || p.g > p.a || p.b > p.a {
                storage[i] = PremultipliedRGBA8(r: min(p.r, p.a), g: min(p.g, p.a), b: min(p.b, p.a), a: p.a).packed
            }
        }
    }
}
