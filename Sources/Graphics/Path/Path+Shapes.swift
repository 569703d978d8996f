/// Shape builders with SwiftUI's names: rectangles, rounded rectangles, ellipses, circles and capsules.
///
/// Every closed shape winds clockwise on screen (y down), as CoreGraphics builds them, so nested shapes filled
/// with the non-zero rule add up instead of cancelling. Rectangles start at the top-left corner; rounded
/// rectangles start on the top edge where the top-left corner ends (UIKit's and PaintCode's start);
/// ellipses start at the rightmost point (3 o'clock), so `trimmedPath(from: 0, to: 0.25)` of a circle runs
/// from 3 o'clock to 6 o'clock as in SwiftUI. Rects with a negative size are standardised first; shapes with
/// non-finite values add nothing.
extension Path {
    /// A path holding one rectangle (SwiftUI's `Path(_ rect:)`).
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A path holding one rounded rectangle with equal corner radii.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadius: cornerRadius, style: style)
    }

    /// A path holding one rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding the ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path holding the largest circle centred in `rect` (SwiftUI's `Circle` shape).
    public init(circleIn rect: Rect) {
        self.init()
        addCircle(in: rect)
    }

    /// A path holding the capsule filling `rect` (SwiftUI's `Capsule` shape): a rounded rectangle whose
    /// corner radius is half the shorter side.
    public init(capsuleIn rect: Rect) {
        self.init()
        addCapsule(in: rect)
    }

    /// Adds a closed rectangle: top-left, top-right, bottom-right, bottom-left (clockwise on screen).
    public mutating func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
        guard let r = Path.standardized(rect) else { return }
        move(to: transform.apply(Point(x: r.minX, y: r.minY)))
        addLine(to: transform.apply(Point(x: r.maxX, y: r.minY)))
        addLine(to: transform.apply(Point(x: r.maxX, y: r.maxY)))
        addLine(to: transform.apply(Point(x: r.minX, y: r.maxY)))
        closeSubpath()
    }

    /// Adds several closed rectangles.
    public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open polyline through `points` (SwiftUI's `addLines`): a move to the first, lines to the rest.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a rounded rectangle with equal corner radii (SwiftUI's `RoundedRectangle(cornerRadius:style:)`).
    ///
    /// `.circular` corners are clamped to half the shorter side. `.continuous` corners use the squircle while
    /// `cornerRadius ≤ min(w, h) / 2 / 1.52866483` and otherwise fall back to clamped circular corners
    /// (WIDGETKIT.md §2.4), so `cornerRadius: .infinity` gives a capsule in either style.
    public mutating func addRoundedRect(
        in rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous,
        transform: AffineTransform = .identity
    ) {
        addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style,
                       transform: transform)
    }

    /// Adds a rounded rectangle whose corners are quarter ellipses of `cornerSize` (or continuous corners
    /// scaled by it); negative or NaN corner sizes count as zero, giving a plain rectangle. Circular corners
    /// too large for the rect are scaled down by one factor until they fit (half the width, half the height).
    public mutating func addRoundedRect(
        in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous,
        transform: AffineTransform = .identity
    ) {
        guard let r = Path.standardized(rect) else { return }
        let cw = cornerSize.width > 0 ? cornerSize.width : 0
        let ch = cornerSize.height > 0 ? cornerSize.height : 0
        if style == .continuous {
            let k = Path.continuousCornerExtent
            if cw <= r.width / 2 / k && ch <= r.height / 2 / k && cw > 0 && ch > 0 {
                appendContinuousRoundedRect(r, radiusX: cw, radiusY: ch, transform: transform)
                return
            }
        }
        // Clamp both radii by one factor so the corner keeps its aspect and equal radii stay equal
        // (a huge radius gives a capsule, as in SwiftUI); an infinite radius means "as round as possible".
        var rx = cw, ry = ch
        if rx.isInfinite || ry.isInfinite {
            let half = Swift.min(r.width, r.height) / 2
            rx = Swift.min(rx, half)
            ry = Swift.min(ry, half)
        }
        if rx > 0, ry > 0 {
            let factor = Swift.min(1, r.width / 2 / rx, r.height / 2 / ry)
            rx *= factor
            ry *= factor
        }
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        appendCircularRoundedRect(r, radiusX: rx, radiusY: ry, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect`: eight 45° cubics from the rightmost point, clockwise on screen.
    public mutating func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
        guard let r = Path.standardized(rect) else { return }
        let center = r.center, rx = r.width / 2, ry = r.height / 2
        move(to: transform.apply(Point(x: r.maxX, y: center.y)))
        for octant in 0..<8 {
            appendOctant(center: center, radiusX: rx, radiusY: ry, from: octant, transform: transform)
        }
        closeSubpath()
    }

    /// Adds the largest circle centred in `rect` (diameter = the shorter side).
    public mutating func addCircle(in rect: Rect, transform: AffineTransform = .identity) {
        guard let r = Path.standardized(rect) else { return }
        let d = Swift.min(r.width, r.height)
        addEllipse(in: Rect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d), transform: transform)
    }

    /// Adds the capsule filling `rect`: circular corners of radius min(w, h) / 2.
    public mutating func addCapsule(in rect: Rect, transform: AffineTransform = .identity) {
        guard let r = Path.standardized(rect) else { return }
        let radius = Swift.min(r.width, r.height) / 2
        addRoundedRect(in: r, cornerRadius: radius, style: .circular, transform: transform)
    }

    /// Rounded rectangle with quarter-ellipse corners, each two 45° cubics.
    private mutating func appendCircularRoundedRect(
        _ r: Rect, radiusX rx: Double, radiusY ry: Double, transform: AffineTransform
    ) {
        // Corner centres, clockwise from top-right; each corner covers octants 6→8, 0→2, 2→4, 4→6.
        let centers = [
            Point(x: r.maxX - rx, y: r.minY + ry), Point(x: r.maxX - rx, y: r.maxY - ry),
            Point(x: r.minX + rx, y: r.maxY - ry), Point(x: r.minX + rx, y: r.minY + ry),
        ]
        let start = Point(x: r.minX + rx, y: r.minY)
        move(to: transform.apply(start))
        var pen = start
        for (index, center) in centers.enumerated() {
            let firstOctant = 6 + 2 * index
            let entry = Point(x: center.x + rx * Path.octantPoint(firstOctant).x,
                              y: center.y + ry * Path.octantPoint(firstOctant).y)
            if entry != pen { addLine(to: transform.apply(entry)) }
            appendOctant(center: center, radiusX: rx, radiusY: ry, from: firstOctant, transform: transform)
            appendOctant(center: center, radiusX: rx, radiusY: ry, from: firstOctant + 1, transform: transform)
            let exit = Path.octantPoint(firstOctant + 2)
            pen = Point(x: center.x + rx * exit.x, y: center.y + ry * exit.y)
        }
        closeSubpath()
    }

    /// The rect with a non-negative size, or nil when a value is not finite.
    static func standardized(_ rect: Rect) -> Rect? {
        guard rect.isFinite else { return nil }
        return Rect(corner: rect.origin, Point(x: rect.maxX, y: rect.maxY))
    }
}
