/// Conversion between premultiplied pixels and straight-alpha RGBA bytes (the PNG side).
///
/// Premultiplying rounds `c·a/255` to nearest (exact integer arithmetic, `PixelMath.mul255`).
/// Un-premultiplying rounds `c·255/a` to nearest with a per-alpha reciprocal table,
/// `(c·m[a] + 2^23) >> 24` where `m[a] = ⌊255·2^24/a⌋ + 1`, which equals the exact division for every
/// c ≤ a ≤ 255 (checked exhaustively by `PixmapConversionTests`).
extension Pixmap {
    /// The pixels as straight-alpha RGBA bytes (4 per pixel, row-major), un-premultiplied with rounding.
    public func straightRGBA() -> [UInt8] {
        let reciprocals = Pixmap.unpremultiplyTable()
        var out = [UInt8](repeating: 0, count: storage.count * 4)
        for i in 0..<storage.count {
            let p = storage[i]
            let a = p >> 24
            if a == 0 { continue }
            if a == 255 {
                out[4 * i] = UInt8(truncatingIfNeeded: p)
                out[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
                out[4 * i + 3] = 255
                continue
            }
            let m = UInt64(reciprocals[Int(a)])
            out[4 * i] = Pixmap.unpremultiply(UInt64(p & 0xFF), m)
            out[4 * i + 1] = Pixmap.unpremultiply(UInt64((p >> 8) & 0xFF), m)
            out[4 * i + 2] = Pixmap.unpremultiply(UInt64((p >> 16) & 0xFF), m)
            out[4 * i + 3] = UInt8(truncatingIfNeeded: a)
        }
        return out
    }

    /// A pixmap from straight-alpha RGBA bytes (premultiplied with rounding); `nil` when the size is invalid
    /// or `straightRGBA.count != width × height × 4`.
    public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), bytes.count == width * height * 4,
              var pixmap = Pixmap(width: width, height: height) else { return nil }
        for i in 0..<(width * height) {
            let a = UInt32(bytes[4 * i + 3])
            if a == 0 { continue }
            var r = UInt32(bytes[4 * i]), g = UInt32(bytes[4 * i + 1]), b = UInt32(bytes[4 * i + 2])
            if a != 255 {
                r = PixelMath.mul255(r, a)
                g = PixelMath.mul255(g, a)
                b = PixelMath.mul255(b, a)
            }
            pixmap.storage[i] = r | g << 8 | b << 16 | a << 24
        }
        self = pixmap
    }

    /// `m[a] = ⌊255·2^24/a⌋ + 1` for a in 1…255 (index 0 unused).
    static func unpremultiplyTable() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: 256)
        for a in 1...255 { table[a] = UInt32((255 << 24) / a + 1) }
        return table
    }

    /// `c·255/a` rounded to nearest, given `m = m[a]`; clamped to 255.
    @inline(__always) static func unpremultiply(_ c: UInt64, _ m: UInt64) -> UInt8 {
        let v = (c &* m &+ (1 << 23)) >> 24
        return v > 255 ? 255 : UInt8(truncatingIfNeeded: v)
    }
}
