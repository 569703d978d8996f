/// A speed/size trade-off for ``PNGEncoder``.
///
/// All presets are lossless and write 8-bit RGBA with an sRGB chunk; they differ only in the row
/// filters and the zlib settings. Figures for a 510×510 widget-like image are in ``PNGPreset/default``
/// and in `make bench`.
public enum PNGPreset: Sendable, CaseIterable {
    /// Fastest: zlib level 1 with the RLE strategy and no row filter.
    case fast
    /// Filter none + zlib level 6 (DESIGN.md §3): on flat UI art this is both smaller and 2–3× faster
    /// than libpng's own default (adaptive filters + level 6).
    case `default`
    /// Smallest: every row filter tried per row (libpng's adaptive heuristic) + zlib level 9.
    case small
}

/// The libpng and zlib parameters a preset stands for.
struct PNGEncodingParameters: Equatable {
    /// A set of `WR_PNG_FILTER_*` bits.
    var filters: Int32
    /// zlib compression level, 0...9.
    var level: Int32
    /// A `WR_ZLIB_STRATEGY_*` value.
    var strategy: Int32
}
