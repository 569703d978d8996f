/// A speed/size trade-off for ``PNGEncoder``.
///
/// All presets are lossless and write 8-bit RGBA with an sRGB chunk; they differ only in the row
/// filters and the zlib settings. Measured on the 510×510 widget-like image of `make bench`
/// (one core, release, zlib 1.2.13, libpng 1.6.39; best of many runs):
///
/// | preset | filters, zlib | bytes | time |
/// |---|---|---|---|
/// | fast | none, level 1 | 14 271 | 1.4 ms |
/// | default | none, level 6 | 9 176 | 3.2 ms |
/// | small | best of (none, level 9) and (all adaptive, level 9, Z_FILTERED) | 7 988 | 30 ms |
/// | (libpng's default) | all adaptive, level 6 | 10 506 | 15 ms |
public enum PNGPreset: Sendable, CaseIterable {
    /// Fastest: no row filter, zlib level 1. Levels 2–3 were no faster nor notably smaller; the
    /// RLE strategy with filter none finds nothing in RGBA (runs repeat every 4 bytes, not every byte),
    /// and filter sub + RLE is slower than this and only 20 % smaller.
    case fast
    /// Filter none + zlib level 6 (DESIGN.md §3): on flat UI art this is both smaller and several times
    /// faster than libpng's own default (adaptive filters + level 6).
    case `default`
    /// Smallest: encodes twice and keeps the smaller output: filter none + level 9 (best on flat UI
    /// art, where adaptive filters cost 20 % in size) and every filter adaptively + level 9 with
    /// `Z_FILTERED` (best on photos and images, where it saves about a third).
    case small
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
