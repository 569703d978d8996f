// Grid and GridRow [doc A-Grid: "The first view in each grid row appears in the grid's first column, the
// second view in the second column, and so on"; "A grid and its rows behave something like a collection
// of HStack instances wrapped in a VStack … the grid handles row and column creation as a single
// operation"; a view outside a GridRow occupies a row of its own across all columns. doc
// A-gridCellColumns: a cell spans `count` columns. doc A-gridCellUnsizedAxes: "Asks grid layouts not to
// offer the view extra size in the specified axes … prevents a flexible view like a Spacer, Divider, or
// Color from defining the size of a row or column". doc A-gridColumnAlignment: applies to the whole
// column]. How the width is shared between flexible columns is not documented; we share it as a stack
// shares its major axis (LAYOUT.md §3.2, least flexible first, equal shares), which is our choice:
//   1. rows: a GridRow's cells take columns left to right, each `gridCellColumns` wide (≥ 1); any other
//      view is a row spanning every column; the column count is the widest GridRow;
//   2. column widths: a column is as wide as its widest single-column, horizontally sized cell —
//      ideal widths for a nil proposal, else the width left after spacing is offered column by column,
//      least flexible first, each an equal share of what is left;
//   3. the grid is as wide as its columns and spacing, or as a horizontally sized spanning row if wider;
//   4. row heights: a row is as tall as its tallest vertically sized cell, proposed its cell width and
//      (with a numeric height proposal) an equal share of the height left, least flexible row first;
//   5. placement: each cell is proposed its cell rectangle (columns it spans + the spacing between them ×
//      row height) and aligned in it: horizontally by its column's `gridColumnAlignment`, else the
//      grid's; vertically by its row's alignment, else the grid's (text baselines align across the row).

import Graphics

/// The Grid algorithm, built for one grid node.
struct GridLayout {
    /// One cell of a GridRow.
    struct Cell {
        var node: Int
        var column: Int
        var span: Int
        var options: GridCellOptions
    }

    /// One row: a GridRow's cells, or a single view spanning all columns.
    struct Row {
        var node: Int
        var isGridRow: Bool
        var alignment: VerticalAlignment?
        var cells: [Cell]
        var options: GridCellOptions
    }

    /// Where the rows go, and (for GridRows) where their cells go relative to the row.
    struct Arrangement {
        var rows: [ChildPlacement]
        var cells: [(row: Int, placements: [ChildPlacement])]
    }

    let options: GridOptions
    let rows: [Row]
    let columnCount: Int
    let computer: LayoutComputer

    private var horizontalSpacing: Double { options.horizontalSpacing ?? LayoutDefaults.spacing }
    private var verticalSpacing: Double { options.verticalSpacing ?? LayoutDefaults.spacing }

    /// Step 1.
    init(options: GridOptions, rows rowNodes: [Int], in computer: LayoutComputer) {
        self.options = options
        self.computer = computer
        var rows: [Row] = []
        var columnCount = 0
        for node in rowNodes {
            if case .gridRow(let alignment) = computer.nodes[node].behavior {
                var column = 0
                var cells: [Cell] = []
                for child in computer.nodes[node].layoutChildren {
                    let cellOptions = Self.cellOptions(of: child, in: computer)
                    let span = cellOptions.columns ?? 1
                    cells.append(Cell(node: child, column: column, span: span, options: cellOptions))
                    column += span
                }
                columnCount = Swift.max(columnCount, column)
                rows.append(Row(node: node, isGridRow: true, alignment: alignment, cells: cells,
                                options: GridCellOptions()))
            } else {
                rows.append(Row(node: node, isGridRow: false, alignment: nil, cells: [],
                                options: Self.cellOptions(of: node, in: computer)))
            }
        }
        self.rows = rows
        self.columnCount = columnCount
    }

    /// The options of the `gridCell` nodes on top of `node` (outer ones win).
    private static func cellOptions(of node: Int, in computer: LayoutComputer) -> GridCellOptions {
        var options = GridCellOptions()
        var current = node
        while case .gridCell(let found) = computer.nodes[current].behavior {
            options = options.merged(over: found)
            guard let next = computer.nodes[current].layoutChildren.first else { break }
            current = next
        }
        return options
    }

    // MARK: - Sizing

    /// Steps 2–4: the grid's size.
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let widths = columnWidths(proposal.width)
        let width = gridWidth(widths, proposal.width)
        let heights = rowHeights(widths, gridWidth: width, proposal.height)
        return Size(width: width, height: heights.reduce(0, +) + gaps(rows.count, verticalSpacing))
    }

    private func gaps(_ count: Int, _ spacing: Double) -> Double {
        count > 1 ? Double(count - 1) * spacing : 0
    }

    /// The horizontally sized single-column cells of `column`.
    private func sizingCells(column: Int) -> [Int] {
        rows.flatMap { row in
            row.cells.filter { $0.column == column && $0.span == 1 && !$0.options.unsizedAxes.contains(.horizontal) }
                .map(\.node)
        }
    }

    /// Step 2.
    func columnWidths(_ proposedWidth: Double?) -> [Double] {
        let columns = (0..<columnCount).map { sizingCells(column: $0) }
        func width(_ cells: [Int], _ proposal: Double?) -> Double {
            cells.map { computer.size(of: $0, ProposedSize(width: proposal, height: nil)).width }.max() ?? 0
        }
        guard let proposedWidth else { return columns.map { width($0, nil) } }
        var available = proposedWidth - gaps(columnCount, horizontalSpacing)
        let order = columns.indices.sorted { a, b in
            let fa = width(columns[a], .infinity) - width(columns[a], 0)
            let fb = width(columns[b], .infinity) - width(columns[b], 0)
            return fa != fb ? fa < fb : a < b
        }
        var widths = Array(repeating: 0.0, count: columnCount)
        for (position, column) in order.enumerated() {
            let share = Swift.max(0, available / Double(columnCount - position))
            widths[column] = width(columns[column], share.isNaN ? 0 : share)
            if available.isFinite { available -= widths[column] }
        }
        return widths
    }

    /// Step 3.
    private func gridWidth(_ widths: [Double], _ proposedWidth: Double?) -> Double {
        var width = widths.reduce(0, +) + gaps(columnCount, horizontalSpacing)
        for row in rows where !row.isGridRow && !row.options.unsizedAxes.contains(.horizontal) {
            width = Swift.max(width, computer.size(of: row.node, ProposedSize(width: proposedWidth, height: nil)).width)
        }
        return width
    }

    /// The width of a cell spanning `span` columns from `column`.
    private func cellWidth(column: Int, span: Int, widths: [Double]) -> Double {
        let end = Swift.min(column + span, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + gaps(end - column, horizontalSpacing)
    }

    /// The (node, width) pairs that size row `index` vertically.
    private func sizingCells(row index: Int, widths: [Double], gridWidth: Double) -> [(node: Int, width: Double)] {
        let row = rows[index]
        guard row.isGridRow else {
            return row.options.unsizedAxes.contains(.vertical) ? [] : [(row.node, gridWidth)]
        }
        return row.cells.filter { !$0.options.unsizedAxes.contains(.vertical) }
            .map { ($0.node, cellWidth(column: $0.column, span: $0.span, widths: widths)) }
    }

    /// Step 4.
    func rowHeights(_ widths: [Double], gridWidth: Double, _ proposedHeight: Double?) -> [Double] {
        let cells = rows.indices.map { sizingCells(row: $0, widths: widths, gridWidth: gridWidth) }
        func height(_ row: [(node: Int, width: Double)], _ proposal: Double?) -> Double {
            row.map { computer.size(of: $0.node, ProposedSize(width: $0.width, height: proposal)).height }.max() ?? 0
        }
        guard let proposedHeight else { return cells.map { height($0, nil) } }
        var available = proposedHeight - gaps(rows.count, verticalSpacing)
        let order = cells.indices.sorted { a, b in
            let fa = height(cells[a], .infinity) - height(cells[a], 0)
            let fb = height(cells[b], .infinity) - height(cells[b], 0)
            return fa != fb ? fa < fb : a < b
        }
        var heights = Array(repeating: 0.0, count: rows.count)
        for (position, row) in order.enumerated() {
            let share = Swift.max(0, available / Double(rows.count - position))
            heights[row] = height(cells[row], share.isNaN ? 0 : share)
            if available.isFinite { available -= heights[row] }
        }
        return heights
    }

    // MARK: - Placement

    /// The alignment of column `column`: the first `gridColumnAlignment` of a cell in it, else the grid's.
    private func columnAlignment(_ column: Int) -> HorizontalAlignment {
        for row in rows {
            for cell in row.cells where cell.column == column {
                if let alignment = cell.options.columnAlignment { return alignment }
            }
        }
        return options.alignment.horizontal
    }

    /// Step 5, for a grid placed with `proposal` at `size`.
    func arrange(_ proposal: ProposedSize, size: Size) -> Arrangement {
        let widths = columnWidths(proposal.width)
        let width = gridWidth(widths, proposal.width)
        let heights = rowHeights(widths, gridWidth: width, proposal.height)
        var columnStarts: [Double] = []
        var x = 0.0
        for column in widths.indices {
            columnStarts.append(x)
            x += widths[column] + horizontalSpacing
        }
        var arrangement = Arrangement(rows: [], cells: [])
        var y = 0.0
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            let vertical = row.alignment ?? options.alignment.vertical
            if row.isGridRow {
                arrangement.rows.append(ChildPlacement(child: row.node, proposal: ProposedSize(width: width, height: height),
                                                       origin: Point(x: 0, y: y)))
                let items = row.cells.map { cell in
                    (cell, cell.span == 1 ? columnAlignment(cell.column) : options.alignment.horizontal,
                     columnStarts.indices.contains(cell.column) ? columnStarts[cell.column] : 0,
                     cellWidth(column: cell.column, span: cell.span, widths: widths))
                }
                let placed = items.map { cell, horizontal, start, cellWidth in
                    aligned(cell.node, in: Rect(x: start, y: 0, width: cellWidth, height: height),
                            horizontal: horizontal, vertical: vertical)
                }
                let line = baselineLine(placed, rowHeight: height, vertical: vertical)
                arrangement.cells.append((row.node, placed.map { item in
                    var placement = item.placement
                    placement.origin.y = line - item.guide
                    return placement
                }))
            } else {
                let item = aligned(row.node, in: Rect(x: 0, y: 0, width: width, height: height),
                                   horizontal: options.alignment.horizontal, vertical: vertical)
                var placement = item.placement
                placement.origin.y = y + baselineLine([item], rowHeight: height, vertical: vertical) - item.guide
                arrangement.rows.append(placement)
            }
            y += height + verticalSpacing
        }
        return arrangement
    }

    /// A node proposed `rect`'s size, placed horizontally in it; `guide` is its vertical guide value.
    private func aligned(_ node: Int, in rect: Rect, horizontal: HorizontalAlignment,
                         vertical: VerticalAlignment) -> (placement: ChildPlacement, guide: Double) {
        let proposal = ProposedSize(rect.size)
        let size = computer.size(of: node, proposal)
        let x = rect.origin.x + horizontal.value(forWidth: rect.size.width) - horizontal.value(forWidth: size.width)
        let guide = computer.guide(vertical, of: node, proposal: proposal, size: size)
        return (ChildPlacement(child: node, proposal: proposal, origin: Point(x: x, y: 0)), guide)
    }

    /// The row's vertical guide line: from the row height for the geometric guides, the largest
    /// cell guide for the text baselines.
    private func baselineLine(_ placed: [(placement: ChildPlacement, guide: Double)], rowHeight: Double,
                              vertical: VerticalAlignment) -> Double {
        guard vertical.isTextBaseline else { return vertical.value(forHeight: rowHeight) }
        return placed.map(\.guide).max() ?? 0
    }
}
