// Right-to-left layout: SwiftUI flips the horizontal axis of a right-to-left view's
// coordinate space, so every layout decision made in left-to-right terms comes out mirrored: stacks run
// from the right, `leading` alignment is the right edge, `.padding(.leading, _)` pads the right,
// `.position(x:)` counts from the right and `.offset(x:)` moves left. What a view draws is not mirrored.
//
// Method: lay out as left to right (sizes do not depend on direction), then, when a node's direction is
// right to left, reflect each child's origin inside the node: x' = parentWidth − x − childWidth. The
// direction of a node is its own (``LayoutNode/layoutDirection``, set where the environment changes it),
// else its parent's; a left-to-right island inside a right-to-left view is laid out left to right inside
// its own frame, which its parent placed mirrored.

import Graphics

extension LayoutEngine {
    /// Where `placement`'s child goes inside a parent of `size` laid out in `direction`.
    static func directed(_ placement: ChildPlacement, in size: Size, direction: LayoutDirection,
                         computer: LayoutComputer) -> Point {
        guard direction == .rightToLeft else { return placement.origin }
        let child = computer.size(of: placement.child, placement.proposal)
        return Point(x: size.width - placement.origin.x - child.width, y: placement.origin.y)
    }

    /// An `.offset(x:)` in `direction`: negated in right to left.
    static func directedOffset(_ x: Double, direction: LayoutDirection) -> Double {
        direction == .rightToLeft ? -x : x
    }
}
