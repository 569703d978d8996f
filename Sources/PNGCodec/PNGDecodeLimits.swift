/// Bounds that ``PNGDecoder`` enforces before it allocates anything, so hostile files give errors, not
/// out-of-memory.
///
/// Width and height are checked against the IHDR chunk before libpng is called; the same bounds are
/// also handed to libpng (`png_set_user_limits`), and ancillary chunk allocations are capped with
/// `png_set_chunk_malloc_max`.
///
/// ```swift
/// var limits = PNGDecodeLimits.default
/// limits.maximumPixels = 1_000_000
/// let image = try PNGDecoder.decode(bytes, limits: limits)
/// ```
public struct PNGDecodeLimits: Sendable, Equatable {
    /// Widest image accepted, in pixels. Default 8192.
    public var maximumWidth: Int
    /// Tallest image accepted, in pixels. Default 8192.
    public var maximumHeight: Int
    /// Most pixels accepted (width × height). Default 16 Mi (16 777 216), so the decoded RGBA is at
    /// most 64 MiB.
    public var maximumPixels: Int
    /// Largest input accepted, in bytes. Default 64 MiB.
    public var maximumFileBytes: Int
    /// Largest single chunk buffer libpng may allocate (its `png_set_chunk_malloc_max`). Default 8 MiB.
    /// Defence in depth: the ancillary chunks libpng would buffer (text, ICC, EXIF, sPLT, …) are skipped
    /// unread, as we never use them.
    public var maximumChunkBytes: Int

    /// Makes limits; values below zero act as zero (nothing is accepted).
    public init(maximumWidth: Int, maximumHeight: Int, maximumPixels: Int, maximumFileBytes: Int,
                maximumChunkBytes: Int = 8 << 20) {
        self.maximumWidth = maximumWidth
        self.maximumHeight = maximumHeight
        self.maximumPixels = maximumPixels
        self.maximumFileBytes = maximumFileBytes
        self.maximumChunkBytes = maximumChunkBytes
    }

    /// 8192 × 8192 per side, 16 Mi pixels (64 MiB decoded), 64 MiB file, 8 MiB per ancillary chunk.
    public static let `default` = PNGDecodeLimits(
        maximumWidth: 8192, maximumHeight: 8192, maximumPixels: 16 << 20, maximumFileBytes: 64 << 20,
        maximumChunkBytes: 8 << 20)

    /// Whether an image of this size is within the limits.
    func accepts(width: Int, height: Int) -> Bool {
        guard width <= maximumWidth, height <= maximumHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maximumPixels
    }
}
