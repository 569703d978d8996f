// SF Pro's automatic tracking by point size (Apple HIG Typography, "Tracking values", iOS; WIDGETKIT.md §5.2).
//
// The spec lists 6–11 pt as "+41…+6"; we use the HIG's per-size values 41, 34, 26, 19, 12, 6 for 6…11 pt.
// Between listed sizes the value is interpolated linearly; below 6 pt it stays +41, at 80 pt and up it is 0.

/// Tracking in thousandths of an em for a point size.
public enum TrackingTable {
    /// (point size, tracking in 1/1000 em), ascending by size.
    public static let points: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (22, -12), (24, 3), (28, 14), (34, 12),
        (48, 8), (80, 0),
    ]

    /// Tracking at `pointSize`, in 1/1000 em.
    public static func thousandthsOfEm(atPointSize pointSize: Double) -> Double {
        guard let first = points.first, let last = points.last else { return 0 }
        guard pointSize.isFinite, pointSize > first.size else { return first.tracking }
        guard pointSize < last.size else { return last.tracking }
        for i in 1..<points.count where pointSize <= points[i].size {
            let a = points[i - 1], b = points[i]
            let t = (pointSize - a.size) / (b.size - a.size)
            return a.tracking + (b.tracking - a.tracking) * t
        }
        return last.tracking
    }

    /// Tracking at `pointSize`, in points.
    public static func points(atPointSize pointSize: Double) -> Double {
        thousandthsOfEm(atPointSize: pointSize) / 1000 * pointSize
    }
}
