/// Trimming a path by arc length, as SwiftUI's `Shape.trim(from:to:)` and `Path.trimmedPath(from:to:)`.
///
/// Method: the fractions are taken of the total length over all subpaths (a closed subpath's closing segment
/// counts) and the piece between them is extracted by `PathMeasure`, splitting lines and Béziers at the
/// parameter where the arc length is reached (de Casteljau), so curves stay curves.
extension Path {
    /// The part of the path between `from` and `to`, fractions of its total length (clamped to 0…1).
    ///
    /// `from ≥ to` (or NaN) gives an empty path; `0…1` gives the path unchanged. A progress ring:
    ///
    /// ```swift
    /// let ring = Path(circleIn: bounds).trimmedPath(from: 0, to: 0.62)
    /// let outline = ring.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    public func trimmedPath(from: Double, to: Double) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let start = Swift.max(from, 0), end = Swift.min(to, 1)
        guard start < end else { return Path() }
        if start <= 0 && end >= 1 { return self }
        let measure = PathMeasure(self)
        guard measure.length > 0, measure.length.isFinite else { return Path() }
        return measure.path(fromDistance: start * measure.length, toDistance: end * measure.length)
    }
}
