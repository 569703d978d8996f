/// The clip of a canvas: where draws may touch pixels, and with what coverage.
enum ClipState: Sendable {
    /// Full coverage inside the box, none outside (the box may be empty: nothing draws).
    case rect(PixelBox)
    /// Anti-aliased coverage; none outside the mask.
    case mask(ClipMask)

    /// The pixels that may be touched.
    var box: PixelBox {
        switch self {
        case .rect(let box): return box
        case .mask(let clip): return clip.mask.box
        }
    }
}

/// An anti-aliased clip: its coverage, and per row the longest run of full coverage, so that draws can skip the
/// multiplication there (most of a rounded-rect clip).
struct ClipMask: Sendable {
    /// The coverage, in canvas coordinates.
    let mask: CoverageMask
    /// Per row, `[start, end)` in canvas x of the longest run of 255 (start == end when there is none).
    let fullRuns: [Int32]
}
