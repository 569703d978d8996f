import Layout

/// A two-dimensional layout of ``GridRow``s (SwiftUI's `Grid`): the n-th view of each row is in
/// column n; a column is as wide as its widest cell, a row as tall as its tallest; a view outside a
/// GridRow takes a row across every column.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
///     GridRow { Text("Mon"); Text("21°") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Tue"); Text("19°") }
/// }
/// ```
public struct Grid<Content: View>: View {
    let options: GridOptions
    let content: Content

    /// Creates a grid; nil spacing is the default distance (8).
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.options = GridOptions(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                   verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Grid: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.grid(options), name: "Grid", children: children))
    }
}

/// A row of a ``Grid`` (SwiftUI's `GridRow`); outside a grid it lays out as an HStack.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) { Text("Rain"); Text("40 %") }
/// ```
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; nil alignment uses the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension GridRow: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.gridRow(alignment: alignment), name: "GridRow", children: children))
    }
}

extension View {
    /// Makes this cell span `count` columns of its grid row (SwiftUI's `gridCellColumns(_:)`).
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("42") }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        layoutModifier(.gridCell(GridCellOptions(columns: count)), name: "gridCellColumns(\(count))")
    }

    /// Aligns every cell of this cell's column (SwiftUI's `gridColumnAlignment(_:)`).
    ///
    /// ```swift
    /// GridRow { Text("Rain").gridColumnAlignment(.leading); Text("40 %") }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutModifier(.gridCell(GridCellOptions(columnAlignment: guide)), name: "gridColumnAlignment")
    }

    /// Keeps this cell from sizing its row or column on `axes` (SwiftUI's `gridCellUnsizedAxes(_:)`).
    ///
    /// ```swift
    /// Divider().gridCellUnsizedAxes(.horizontal)
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutModifier(.gridCell(GridCellOptions(unsizedAxes: axes)), name: "gridCellUnsizedAxes")
    }

    /// Where the cell sits in its cell rectangle (SwiftUI's `gridCellAnchor(_:)`): accepted; the
    /// cell is aligned by its column and row instead (docs/views.md).
    public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }
}
