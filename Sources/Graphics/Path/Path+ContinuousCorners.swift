/// The continuous ("squircle") rounded rectangle of iOS 7+.
///
/// Method: PaintCode's reverse-engineered `UIBezierPath(roundedRect:cornerRadius:)` (WIDGETKIT.md §2.4, S28).
/// Each corner starts 1.52866483·r before the corner along the incoming edge and runs
/// cubic → line → cubic → line → cubic to 1.52866483·r along the outgoing edge. The constants below are the
/// spec's, in units of r, as (distance back along the incoming edge, distance along the outgoing edge).
/// The caller guarantees the radius fits (r ≤ min(w, h) / 2 / 1.52866483); otherwise it falls back to circular
/// corners (`addRoundedRect`).
extension Path {
    /// How far, in units of the corner radius, a continuous corner reaches along each edge.
    public static let continuousCornerExtent = 1.52866483

    /// One continuous corner as drawing steps in corner units: each step is a line (`controls` empty) or a
    /// cubic (two controls) to `to`.
    private static let continuousCornerSteps: [(to: Point, controls: [Point])] = [
        (Point(0.66993427, 0.065496), [Point(1.08849323, 0), Point(0.86840689, 0)]),
        (Point(0.63149399, 0.074911), []),
        (Point(0.074911, 0.63149399), [Point(0.37282392, 0.16905899), Point(0.16905899, 0.37282392)]),
        (Point(0.065496, 0.66993427), []),
        (Point(0, 1.52866483), [Point(0, 0.86840689), Point(0, 1.08849323)]),
    ]

    /// Appends the squircle rounded rect, clockwise on screen from the top edge.
    mutating func appendContinuousRoundedRect(
        _ r: Rect, radiusX rx: Double, radiusY ry: Double, transform: AffineTransform
    ) {
        let k = Path.continuousCornerExtent
        // For each corner: the corner point, the unit vector back along the incoming edge, the unit vector
        // along the outgoing edge, and the radius along each of those two directions.
        let corners: [(corner: Point, back: Point, out: Point, backRadius: Double, outRadius: Double)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), rx, ry),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), ry, rx),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), rx, ry),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), ry, rx),
        ]
        let start = Point(x: r.minX + k * rx, y: r.minY)
        move(to: transform.apply(start))
        var pen = start
        for c in corners {
            func map(_ p: Point) -> Point {
                c.corner + c.back * (p.x * c.backRadius) + c.out * (p.y * c.outRadius)
            }
            let entry = map(Point(k, 0))
            if entry != pen { addLine(to: transform.apply(entry)) }
            for step in Path.continuousCornerSteps {
                let to = transform.apply(map(step.to))
                if step.controls.count == 2 {
                    addCurve(to: to, control1: transform.apply(map(step.controls[0])),
                             control2: transform.apply(map(step.controls[1])))
                } else {
                    addLine(to: to)
                }
            }
            pen = map(Point(0, k))
        }
        closeSubpath()
    }
}
