/// The seam between coverage and pixels (tiny-skia's "blitter"): the sweep reports each row as runs.
///
/// Calls for one row come left to right and never overlap; rows come top to bottom.
protocol CoverageSink {
    /// `length` pixels from `x` on row `y`, all with the same coverage (1…255).
    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8)
    /// Pixels `x ..< x + count` on row `y` with individual coverages `coverage[0 ..< count]` (0…255).
    mutating func pixels(y: Int, x: Int, coverage: [UInt8], count: Int)
}
