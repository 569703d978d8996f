import Graphics

/// Scoped raw access to a pixmap's pixels, for post-passes that work on whole images, and the pixmap's one
/// whole-buffer store (`fill`).
///
/// Layout: row-major, top row first, 4 bytes per pixel in memory order R, G, B, A (premultiplied), no row
/// padding. That order holds on little-endian hosts, which is every platform Swift targets on Linux; the
/// pixel is stored as one `UInt32` `r | g << 8 | b << 16 | a << 24`.
/// Invariant: the buffer is the pixmap's own storage of `width × height` pixels (asserted), valid only inside
/// the closure; callers must keep every colour channel ≤ alpha (the rest of the module relies on it).
extension Pixmap {
    /// A pixmap whose pixels are not yet written, for `Canvas(width:height:firstFill:…)`, which stores every pixel
    /// (drawn or cleared) before anything reads one; nil for an invalid size (`isValidSize`). `UInt32` is a trivial
    /// type, so the array's uninitialised capacity holds no object to destroy.
    init?(uninitializedWidth width: Int, height: Int) {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        let count = width * height
        self.storage = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            #if DEBUG
            // Debug builds poison the pixels, so a pixel the first fill forgets shows in every test.
            buffer.initialize(repeating: Pixmap.uninitializedPoison)
            #endif
            initialized = count
        }
        assert(storage.count == count, "Pixmap: storage of another size")
    }

    /// What debug builds put in a pixmap's unwritten pixels (not a valid premultiplied value: red above alpha).
    static let uninitializedPoison: UInt32 = 0x10AD_BEEF

    /// Runs `body` with the pixel bytes, mutable.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        assert(storage.count == width * height, "Pixmap: storage of another size")
        return try storage.withUnsafeMutableBytes(body)
    }

    /// Runs `body` with the pixel bytes, read-only.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        assert(storage.count == width * height, "Pixmap: storage of another size")
        return try storage.withUnsafeBytes(body)
    }

    /// Sets every pixel to `color` (premultiplied, rounded to nearest); no blending.
    public mutating func fill(_ color: RGBAColor) {
        let value = PremultipliedRGBA8(color).packed
        storage.withMutableSpan { $0.fill(value, count: $0.count) }
    }
}
