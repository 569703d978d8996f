/// Conversion between premultiplied pixels and straight-alpha RGBA bytes (the PNG side).
///
/// Premultiplying rounds `c·a/255` to nearest (exact integer arithmetic, `PixelMath.mul255`).
/// Un-premultiplying rounds `c·255/a` to nearest with a per-alpha reciprocal table,
/// `(c·m[a] + 2^23) >> 24` where `m[a] = ⌊255·2^24/a⌋ + 1`, which equals the exact division for every
/// c ≤ a ≤ 255 (checked exhaustively by `PixmapTests`). Loops run over spans obtained once.
///
/// Invariant: pixel `i` of a span of `count` pixels maps to bytes `4i ..< 4i + 4` of a byte span of `4 × count`
/// (asserted); the reciprocal table has 256 entries, indexed by an alpha byte. Every span asserts its accesses
/// in debug builds.
extension Pixmap {
    /// The pixels as straight-alpha RGBA bytes (4 per pixel, row-major), un-premultiplied with rounding.
    public func straightRGBA() -> [UInt8] {
        let count = storage.count
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            storage.withSpan { pixels in
                guard let o = out.baseAddress else { return }
                Pixmap.unpremultiplyPixels(pixels, into: MutableSpanPointer(o, count: count * 4))
            }
            initialized = count * 4
        }
    }

    /// Writes row `y` as straight-alpha RGBA bytes (4 per pixel) into the first `4 × width` bytes of `row`,
    /// un-premultiplied exactly as `straightRGBA()` does; does nothing when `y` is outside the pixmap or `row`
    /// is too short. For encoders that take rows (no full-size copy).
    public func writeStraightRGBA(row y: Int, into row: UnsafeMutableRawBufferPointer) {
        guard y >= 0, y < height, row.count >= width * 4, let o = row.baseAddress else { return }
        let width = self.width
        storage.withSpan { pixels in
            Pixmap.unpremultiplyPixels(pixels.slice(from: y * width, count: width),
                                       into: MutableSpanPointer(o.assumingMemoryBound(to: UInt8.self), count: width * 4))
        }
    }

    /// The un-premultiply loop of `straightRGBA()` and `writeStraightRGBA(row:into:)`.
    private static func unpremultiplyPixels(_ p: SpanPointer<UInt32>, into o: MutableSpanPointer<UInt8>) {
        let count = p.count
        assert(o.count == 4 * count, "Pixmap: \(o.count) bytes for \(count) pixels")
        unpremultiplyReciprocals.withSpan { m in
            assert(m.count == 256, "Pixmap: reciprocal table size")
            for i in 0..<count {
                let v = p[i]
                let a = v >> 24
                let q = o.slice(from: 4 &* i, count: 4)
                if a == 255 {
                    q[0] = UInt8(truncatingIfNeeded: v)
                    q[1] = UInt8(truncatingIfNeeded: v >> 8)
                    q[2] = UInt8(truncatingIfNeeded: v >> 16)
                    q[3] = 255
                } else if a == 0 {
                    q.fill(0, count: 4)
                } else {
                    let r = UInt64(m[Int(a)])
                    q[0] = Pixmap.unpremultiply(UInt64(v & 0xFF), r)
                    q[1] = Pixmap.unpremultiply(UInt64((v >> 8) & 0xFF), r)
                    q[2] = Pixmap.unpremultiply(UInt64((v >> 16) & 0xFF), r)
                    q[3] = UInt8(truncatingIfNeeded: a)
                }
            }
        }
    }

    /// A pixmap from straight-alpha RGBA bytes (premultiplied with rounding); `nil` when the size is invalid
    /// or `straightRGBA.count != width × height × 4`.
    public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), bytes.count == width * height * 4 else { return nil }
        var pixmap = Pixmap(unchecked: width, height)
        let count = width * height
        pixmap.storage.withMutableSpan { p in
            bytes.withSpan { b in
                assert(p.count == count && b.count == 4 * count, "Pixmap: \(b.count) bytes for \(count) pixels")
                for i in 0..<count {
                    let q = b.slice(from: 4 &* i, count: 4)
                    let a = UInt32(q[3])
                    if a == 0 { continue }
                    var r = UInt32(q[0]), g = UInt32(q[1]), bl = UInt32(q[2])
                    if a != 255 {
                        r = PixelMath.mul255(r, a)
                        g = PixelMath.mul255(g, a)
                        bl = PixelMath.mul255(bl, a)
                    }
                    p[i] = r | g << 8 | bl << 16 | a << 24
                }
            }
        }
        self = pixmap
    }

    /// `m[a] = ⌊255·2^24/a⌋ + 1` for a in 1…255 (index 0 unused).
    static func unpremultiplyTable() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: 256)
        for a in 1...255 { table[a] = UInt32((255 << 24) / a + 1) }
        return table
    }

    /// `unpremultiplyTable()`, computed once (read once per call or row, never per pixel).
    static let unpremultiplyReciprocals = unpremultiplyTable()

    /// `c·255/a` rounded to nearest, given `m = m[a]`; clamped to 255.
    @inline(__always) static func unpremultiply(_ c: UInt64, _ m: UInt64) -> UInt8 {
        let v = (c &* m &+ (1 << 23)) >> 24
        return v > 255 ? 255 : UInt8(truncatingIfNeeded: v)
    }
}
