import Graphics

/// One premultiplied RGBA pixel, 8 bits per channel, sRGB-encoded (each colour channel ≤ alpha).
public struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by alpha.
    public var r: UInt8
    /// Green, premultiplied by alpha.
    public var g: UInt8
    /// Blue, premultiplied by alpha.
    public var b: UInt8
    /// Alpha (coverage × opacity), 255 = opaque.
    public var a: UInt8

    /// Creates a pixel from premultiplied channels.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Premultiplies a straight-alpha colour, rounding each channel to nearest.
    public init(_ color: RGBAColor) {
        let (r, g, b, a) = color.premultipliedRGBA8
        self.init(r: r, g: g, b: b, a: a)
    }

    /// Fully transparent black.
    public static let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// The pixel packed as `r | g << 8 | b << 16 | a << 24` (the in-memory order on little-endian hosts).
    @inlinable var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// Unpacks `r | g << 8 | b << 16 | a << 24`.
    @inlinable init(packed p: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: p), g: UInt8(truncatingIfNeeded: p >> 8),
                  b: UInt8(truncatingIfNeeded: p >> 16), a: UInt8(truncatingIfNeeded: p >> 24))
    }

    /// `premultiplied(r, g, b, a)`.
    public var description: String { "premultiplied(\(r), \(g), \(b), \(a))" }
}
