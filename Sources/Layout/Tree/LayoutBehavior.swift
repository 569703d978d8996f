import Graphics

/// What a layout node does: the closed set of SwiftUI primitives and modifiers we lay out.
///
/// Leaves have no children. Unary modifiers have exactly one child (a missing child lays out as an
/// empty 0×0 view). Children a behaviour does not lay out (a leaf's, a modifier's second …) are
/// placed as a centred overlay of the node, proposed its size, so every input node gets a frame. Stacks take any number. `overlay`/`background` take the
/// primary view first and the secondary views after it.
public enum LayoutBehavior: Sendable {
    /// Color, Rectangle, RoundedRectangle, Capsule, Ellipse, a resizable image without ratio:
    /// the proposal, nil → 10 (LAYOUT.md §2.1).
    case shape
    /// Circle: a square of the proposal's smaller side, nil → 10 (LAYOUT.md §2.2).
    case circle
    /// Text, Image and other leaves measured by the caller (LAYOUT.md §2.3).
    case leaf(any LeafLayout)
    /// Spacer: grows along its stack's axis, at least `minLength` (nil → 8); priority −∞ (LAYOUT.md §2.4).
    case spacer(minLength: Double?)
    /// Divider: a line `thickness` thick across its stack's minor axis; nil = one device pixel (LAYOUT.md §2.5).
    case divider(thickness: Double?)
    /// HStack (LAYOUT.md §3). `spacing: nil` = the pairwise default.
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    /// VStack (LAYOUT.md §3). `spacing: nil` = the pairwise default.
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    /// ZStack (LAYOUT.md §4).
    case zStack(alignment: Alignment)
    /// `.frame(width:height:alignment:)` (LAYOUT.md §5).
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:…)` (LAYOUT.md §6).
    case flexibleFrame(FlexibleFrame)
    /// `.padding` with resolved insets; build default lengths with `EdgeInsets(_:_:)` (LAYOUT.md §7).
    case padding(EdgeInsets)
    /// `.fixedSize(horizontal:vertical:)` (LAYOUT.md §9).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)` (LAYOUT.md §8).
    case layoutPriority(Double)
    /// `.offset(x:y:)`: moves the drawing only (LAYOUT.md §10).
    case offset(x: Double, y: Double)
    /// `.position(x:y:)`: takes the whole proposal (nil → 10) and centres the child on the point.
    case position(x: Double, y: Double)
    /// `.aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or smallest (fill) size of
    /// the ratio inside the proposal; a nil ratio uses the child's ideal size.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// `.overlay(alignment:)`: children[0] is the primary, the rest are drawn on top (LAYOUT.md §11).
    case overlay(alignment: Alignment)
    /// `.background(alignment:)`: children[0] is the primary, the rest are drawn behind (LAYOUT.md §11).
    case background(alignment: Alignment)
    /// Group or identity container: laid out as its single child (several children: an implicit
    /// centred ZStack).
    case group
    /// A view that draws but is laid out as its child (opacity, clip, rotation, scale, shadow …).
    case effect
    /// GeometryReader: takes the whole proposal (nil → 0) and places every child at its top-leading
    /// corner, proposed its size [doc A-GeometryReader "a flexible preferred size"; rev O-GeometryReader
    /// `GeometryReaderLayout`: `replacingUnspecifiedDimensions(by: .zero)`, anchor `.topLeading` at zero].
    case geometryReader
    /// ViewThatFits: the first child whose ideal size fits the proposal on `axes` (else the last) is
    /// laid out and placed; the others are not placed (``LaidOutNode/isPlaced`` is false).
    case viewThatFits(axes: Axis.Set)
    /// ScrollView at rest: the content is proposed nil (unbounded) on `axes`; the view takes the
    /// proposal (nil → the content's size) and puts the content at its start on `axes`, centred on
    /// the other axis.
    case scrollView(axes: Axis.Set)
    /// Grid: every child is a row, a ``gridRow(alignment:)`` of cells or any other view spanning all
    /// columns.
    case grid(GridOptions)
    /// GridRow: in a grid, its cells are placed by the grid; elsewhere it lays out as an HStack.
    case gridRow(alignment: VerticalAlignment?)
    /// A grid cell's options; laid out as its child.
    case gridCell(GridCellOptions)
    /// LazyVGrid / LazyHGrid: every child is a cell, filling the tracks in order.
    case lazyGrid(LazyGridOptions)
}

extension LayoutBehavior {
    /// A padding of `length` (nil → 16) on `edges`.
    public static func padding(_ edges: Edge.Set, _ length: Double?) -> LayoutBehavior {
        .padding(EdgeInsets(edges, length))
    }
}
