/// Arc length of a path, by `PathMeasure` (exact for lines, adaptive Gauss–Legendre for curves).
extension Path {
    /// The total arc length of every subpath; a closed subpath's closing segment counts.
    ///
    /// Measuring builds a `PathMeasure`; keep one when asking several questions of the same path.
    public var length: Double { PathMeasure(self).length }
}
