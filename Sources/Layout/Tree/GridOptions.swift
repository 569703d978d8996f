import Graphics

/// The parameters of a `Grid` (SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:)`).
public struct GridOptions: Hashable, Sendable {
    /// How cells sit in their cell rectangle unless a column or row says otherwise (default `.center`).
    public var alignment: Alignment
    /// The distance between columns; nil = the default distance (8, LAYOUT.md §3.1's default spacing).
    public var horizontalSpacing: Double?
    /// The distance between rows; nil = the default distance (8).
    public var verticalSpacing: Double?

    /// Creates grid options.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// What a cell tells its grid (`gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`).
/// Outside a grid the options mean nothing and the node lays out as its child.
public struct GridCellOptions: Hashable, Sendable {
    /// How many columns the cell spans (`gridCellColumns(_:)`); nil = 1.
    public var columns: Int?
    /// The horizontal alignment of the cell's whole column (`gridColumnAlignment(_:)`).
    public var columnAlignment: HorizontalAlignment?
    /// The axes on which the cell does not size its row or column (`gridCellUnsizedAxes(_:)`).
    public var unsizedAxes: Axis.Set

    /// Creates cell options.
    public init(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, unsizedAxes: Axis.Set = []) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.unsizedAxes = unsizedAxes
    }

    /// The options of `self` with `other`'s set values on top (an outer modifier wins).
    public func merged(over other: GridCellOptions) -> GridCellOptions {
        GridCellOptions(columns: columns ?? other.columns, columnAlignment: columnAlignment ?? other.columnAlignment,
                        unsizedAxes: unsizedAxes.union(other.unsizedAxes))
    }
}
