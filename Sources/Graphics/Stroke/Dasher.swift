/// Dashing: cuts a path into the "on" intervals of a dash pattern, keeping curves.
///
/// Method: CoreGraphics / SVG semantics. The pattern alternates dash and gap lengths, starting with a dash;
/// an odd-length pattern is repeated once (`[a, b, c]` → `[a, b, c, a, b, c]`). The phase is an offset into
/// the pattern (taken modulo its length, so negative phases work). The pattern restarts at every subpath,
/// as in CoreGraphics, Skia and SVG. Pieces are extracted by arc length with `PathMeasure` (curves are split,
/// not flattened). A zero-length dash gives a zero-length subpath, which round or square caps turn into a dot.
/// Our choice where the references are silent: on a closed subpath that is "on" both where it starts and where
/// it ends, the last dash continues into the first, so the start corner is joined rather than left open.
/// Bounds: a pattern that would cut more than `maximumDashCount` dashes is not applied (the path is returned
/// undashed), so hostile input cannot make the work or the output explode.
public struct Dasher: Sendable {
    /// The most dashes one path may be cut into; beyond it the pattern is ignored (the path stays solid).
    public static let maximumDashCount = 100_000

    /// The dash and gap lengths, an even count.
    public let intervals: [Double]
    /// The sum of `intervals` (positive and finite).
    public let patternLength: Double
    /// The phase reduced into 0..<patternLength.
    public let phase: Double

    /// A dasher for `pattern` and `phase`; nil when the pattern means "no dash": empty, all zero, or holding a
    /// negative or non-finite length. A non-finite phase counts as 0.
    public init?(pattern: [Double], phase: Double) {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let intervals = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = intervals.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        self.intervals = intervals
        self.patternLength = total
        let p = phase.isFinite ? phase : 0
        var reduced = p - total * (p / total).rounded(.down)
        if !(reduced >= 0 && reduced < total) { reduced = 0 }
        self.phase = reduced
    }

    /// At least as many dashes as `dash(path)` cuts (what ``maximumDashCount`` is checked against); infinite
    /// for a path of infinite length. Renderers call it first to refuse a pattern with an error instead of
    /// drawing the stroke solid.
    public func estimatedDashCount(of path: Path) -> Double {
        estimatedDashCount(PathMeasure(path))
    }

    private func estimatedDashCount(_ measure: PathMeasure) -> Double {
        let dashesPerPattern = Double(intervals.count / 2)
        var estimate = 0.0
        for contour in measure.contours {
            estimate += (contour.length / patternLength + 2) * dashesPerPattern
        }
        return estimate
    }

    /// The dashes of `path`, or `path` itself when it would take more than `maximumDashCount` dashes.
    public func dash(_ path: Path) -> Path {
        let measure = PathMeasure(path)
        guard measure.length.isFinite else { return path }
        // 1. Bound the work: estimate the dash count before cutting.
        guard estimatedDashCount(measure) <= Double(Dasher.maximumDashCount) else { return path }
        // 2. Cut every subpath, restarting the pattern.
        var out = Path()
        for index in measure.contours.indices {
            let ranges = onRanges(from: measure.contours[index].start, to: measure.contours[index].end)
            append(ranges, of: index, in: measure, to: &out)
        }
        return out
    }

    /// The "on" intervals of the pattern laid from `start` to `end` (distances along the path).
    func onRanges(from start: Double, to end: Double) -> [(Double, Double)] {
        // 1. Find where the phase falls in the pattern.
        var index = 0
        var remaining = intervals[0]
        var skip = phase
        while skip > 0 {
            if skip < remaining {
                remaining -= skip
                break
            }
            skip -= remaining
            index = (index + 1) % intervals.count
            remaining = intervals[index]
        }
        // 2. Walk the pattern along the subpath.
        var ranges: [(Double, Double)] = []
        var position = start
        while position <= end, ranges.count <= Dasher.maximumDashCount {
            let next = position + remaining
            // A dash reaching past the end is cut there; a zero-length dash is a dot. A cut dash shorter than
            // rounding noise (the summed pattern landing an ulp before the end) is dropped, or round caps
            // would show it as a dot.
            let hi = Swift.min(next, end)
            let isNoise = next > end && hi - position <= 1e-9 * patternLength
            if index % 2 == 0 && (hi > position || remaining == 0) && !isNoise { ranges.append((position, hi)) }
            if next > end || (next == end && index % 2 == 0) { break }
            position = next
            index = (index + 1) % intervals.count
            remaining = intervals[index]
        }
        return ranges
    }

    /// Appends the dashes of one subpath, joining the last dash into the first on a closed subpath.
    private func append(_ ranges: [(Double, Double)], of index: Int, in measure: PathMeasure, to out: inout Path) {
        let contour = measure.contours[index]
        var ranges = ranges
        if contour.isClosed, ranges.count >= 2, let first = ranges.first, let last = ranges.last,
           first.0 == contour.start, first.1 > first.0, last.1 == contour.end, last.1 > last.0
        {
            ranges.removeFirst()
            ranges.removeLast()
            measure.appendRange(of: index, from: last.0, to: last.1, into: &out)
            measure.appendRange(of: index, from: first.0, to: first.1, into: &out, continuing: true)
        }
        for (lo, hi) in ranges {
            measure.appendRange(of: index, from: lo, to: hi, into: &out)
        }
    }
}
