/// Scoped raw access to a pixmap's pixels, for post-passes that work on whole images.
///
/// Layout: row-major, top row first, 4 bytes per pixel in memory order R, G, B, A (premultiplied), no row
/// padding. That order holds on little-endian hosts, which is every platform Swift targets on Linux; the
/// pixel is stored as one `UInt32` `r | g << 8 | b << 16 | a << 24`.
/// Soundness: the buffer is the pixmap's own storage, valid only inside the closure; callers must keep every
/// colour channel ≤ alpha (the rest of the module relies on it).
extension Pixmap {
    /// Runs `body` with the pixel bytes, mutable.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBytes(body)
    }

    /// Runs `body` with the pixel bytes, read-only.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }

    /// Runs `body` with the packed pixels (`r | g << 8 | b << 16 | a << 24`), mutable (internal fast paths).
    mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { try body($0) }
    }
}
