// Conversions between Foundation's CoreGraphics values (the public spelling of SwiftUI's API) and
// Graphics' own values (what the pipeline uses). Exact: both are pairs of 64-bit floats on Linux.
import Graphics

extension Point {
    /// The same point as Graphics' value.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The same size as Graphics' value.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// The same rectangle as Graphics' value (origin and size kept as given, not standardised).
    public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension Graphics.AffineTransform {
    /// The same transform as Graphics' value.
    public init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension CGPoint {
    /// The same point as Foundation's value.
    public init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The same size as Foundation's value.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The same rectangle as Foundation's value.
    public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

extension CGAffineTransform {
    /// The same transform as CoreGraphics' value.
    public init(_ t: Graphics.AffineTransform) {
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
