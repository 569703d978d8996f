/// A speed/size trade-off for ``PNGEncoder``.
///
/// All presets are lossless and write 8-bit RGBA with an sRGB chunk; they differ in how the image data is
/// compressed. `fast` and `default` use ScanlineDeflate, our DEFLATE encoder for unfiltered scanlines of flat
/// UI art (matches at the previous pixel, the pixel above and the two diagonals, then a short hash chain);
/// `small` uses libpng's row filters and zlib. Measured with `make bench` (one core, release, zlib 1.2.13,
/// libpng 1.6.39), on the 510×510 widget-like image of the png suite and on the default example widget
/// (systemSmall @3x, un-premultiplying included):
///
/// | preset | compression | synthetic: bytes, time | default example: bytes, time |
/// |---|---|---|---|
/// | fast | ScanlineDeflate, scanline candidates only | 8 259, 0.24 ms | 26 866, 0.65 ms |
/// | default | ScanlineDeflate, + 8-deep hash chains, lazy matching | 8 063, 0.25 ms | 21 963, 0.81 ms |
/// | small | best of (none, zlib 9) and (all adaptive, zlib 9, Z_FILTERED) | 7 988, 30 ms | 21 270, 48 ms |
/// | (former default) | filter none, zlib 6 | 9 176, 3.2 ms | 23 354, 4.0 ms |
/// | (libpng's default) | all adaptive, zlib 6 | 10 506, 15 ms | – |
///
/// On the peers' scenes (docs/performance.md) `default` is within 1 % of zlib 6's size at 3–5× its speed.
public enum PNGPreset: Sendable, CaseIterable {
    /// Fastest: ScanlineDeflate with the four scanline candidates only (no hash chains, no lazy matching).
    /// Close to `default` on flat art, clearly larger on text (glyph repeats need the hash chains).
    case fast
    /// ScanlineDeflate with short hash chains and lazy matching: zlib level 6's size (smaller on widgets)
    /// several times faster.
    case `default`
    /// Smallest: encodes twice with libpng and zlib level 9 and keeps the smaller output: filter none (best on
    /// flat UI art) and every filter adaptively with `Z_FILTERED` (best on photos, where it saves about a third).
    case small
}

/// One way a preset encodes: libpng's row filters and zlib, or filter-none rows through ScanlineDeflate.
enum PNGEncodingMethod: Equatable {
    /// libpng filters the rows and zlib compresses them.
    case zlib(PNGEncodingParameters)
    /// Filter type 0 rows compressed by ScanlineDeflate; libpng writes the chunks.
    case scanline(DeflateEffort)
}

/// One set of libpng and zlib parameters a preset tries.
struct PNGEncodingParameters: Equatable {
    /// A set of `WR_PNG_FILTER_*` bits.
    var filters: Int32
    /// zlib compression level, 0...9.
    var level: Int32
    /// A `WR_ZLIB_STRATEGY_*` value.
    var strategy: Int32
}
