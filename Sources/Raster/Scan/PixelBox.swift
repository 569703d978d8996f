/// A half-open rectangle of whole device pixels, `x0..<x1 × y0..<y1`.
struct PixelBox: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// Width in pixels (0 when empty).
    var width: Int { max(0, x1 - x0) }
    /// Height in pixels (0 when empty).
    var height: Int { max(0, y1 - y0) }
    /// True when no pixel is inside.
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap of two boxes (possibly empty).
    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The smallest box containing both (an empty box is ignored).
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The empty box.
    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
}
