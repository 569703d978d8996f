// SwiftUI's `Path` API in its CoreGraphics spelling (signatures from Apple's SwiftUI reference: CGPoint,
// CGRect, CGSize, CGFloat, CGAffineTransform with `.identity` defaults). Each forwards to Graphics' Path,
// which owns the geometry (arcs, continuous corners, bounds); nothing is re-implemented here.
// `currentPoint` stays Graphics' `Point?` (x and y are Doubles, which SE-0307 passes as CGFloat): a CGPoint?
// overload beside it made `path.currentPoint == nil` ambiguous (checked).
import Graphics

extension Path {
    /// A path holding `rect` (SwiftUI's `Path(_:)`).
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 20, height: 10))
    /// ```
    public init(_ rect: CGRect) { self.init(Rect(rect)) }

    /// A rounded rectangle (SwiftUI's `init(roundedRect:cornerRadius:style:)`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners (SwiftUI's `init(roundedRect:cornerSize:style:)`).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerSize: Size(cornerSize), style: style)
    }

    /// The ellipse inscribed in `rect` (SwiftUI's `init(ellipseIn:)`).
    public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }

    /// Begins a subpath at `point`.
    public mutating func move(to point: CGPoint) { move(to: Point(point)) }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }

    /// A quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        addQuadCurve(to: Point(point), control: Point(control))
    }

    /// A cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
    }

    /// A circular arc (SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`; `clockwise`
    /// in y-up terms, as SwiftUI documents).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        addArc(center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise, transform: Graphics.AffineTransform(transform))
    }

    /// An arc of `delta` from `startAngle` (SwiftUI's `addRelativeArc`).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addRelativeArc(center: Point(center), radius: Double(radius), startAngle: startAngle, delta: delta,
                       transform: Graphics.AffineTransform(transform))
    }

    /// A rectangle subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addRect(Rect(rect), transform: Graphics.AffineTransform(transform))
    }

    /// Rectangle subpaths.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        addRects(rects.map(Rect.init), transform: Graphics.AffineTransform(transform))
    }

    /// A rounded-rectangle subpath (SwiftUI's `addRoundedRect(in:cornerSize:style:transform:)`).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addRoundedRect(in: Rect(rect), cornerSize: Size(cornerSize), style: style,
                       transform: Graphics.AffineTransform(transform))
    }

    /// The ellipse inscribed in `rect` as a subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addEllipse(in: Rect(rect), transform: Graphics.AffineTransform(transform))
    }

    /// Straight lines through `points` (a move to the first).
    public mutating func addLines(_ points: [CGPoint]) { addLines(points.map(Point.init)) }

    /// Another path, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(path, transform: Graphics.AffineTransform(transform))
    }

    /// The path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { applying(Graphics.AffineTransform(transform)) }

    /// The path moved by `dx`, `dy` (CoreGraphics-typed offsets).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { offsetBy(dx: Double(dx), dy: Double(dy)) }

    /// The tight bounds of the outline, curve extrema included (SwiftUI's `boundingRect`); `.zero` when empty.
    public var boundingRect: CGRect { isEmpty ? .zero : CGRect(bounds) }
}
