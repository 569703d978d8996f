// LazyVGrid / LazyHGrid [doc A-LazyVGrid, A-GridItem; rev objc.io "SwiftUI's Grid Views" (2020) and its
// layout quizzes, which re-implemented the algorithm against SwiftUI]. For a LazyVGrid (a LazyHGrid is
// the same with the axes swapped):
//   1. Track lengths for an available width W: fixed tracks take their length; W minus the fixed
//      lengths and the spacing after every track but the last is shared among the other tracks in
//      order, each taking `remaining / tracks left`, a flexible track clamped to its minimum…maximum,
//      an adaptive track split into n = max(1, ⌊(share + s) / (minimum + s)⌋) columns of
//      (share − (n − 1)·s) / n, clamped to its maximum (s = the track's spacing).
//   2. Two passes: the columns for the proposed width give the grid's width; the columns actually
//      drawn are computed again for that width (the quizzes' "surprising" overflow comes from this).
//      [C] An unspecified width shares nothing: every flexible or adaptive track takes its minimum.
//   3. Cells fill the columns in order, a row at a time; each cell is proposed its column's width and
//      an unspecified height; a row is as tall as its tallest cell; rows are `spacing` (nil → 8) apart.
//   4. The grid is as wide as step 2's first pass and as tall as its rows; a cell sits in its column ×
//      row box by its track's alignment, else the grid's (centred vertically).

import Graphics

/// The lazy-grid algorithm.
struct LazyGridLayout {
    var options: LazyGridOptions
    var children: [Int]

    /// The default distance between tracks and between lines of cells.
    static let defaultSpacing = 8.0

    /// One drawn column (row for a LazyHGrid): its length, the gap after it and its cells' alignment.
    struct Column {
        var length: Double
        var spacing: Double
        var alignment: Alignment?
    }

    /// Step 1: the columns for an available length (nil = unspecified).
    func columns(available: Double?) -> [Column] {
        let tracks = options.tracks
        let gaps = tracks.dropLast().reduce(0) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        var remaining = (available ?? 0) - gaps
        var left = 0
        for track in tracks {
            if case .fixed(let length) = track.size { remaining -= length } else { left += 1 }
        }
        if available == nil { remaining = 0 }
        var columns: [Column] = []
        for track in tracks {
            let gap = track.spacing ?? Self.defaultSpacing
            switch track.size {
            case .fixed(let length):
                columns.append(Column(length: length, spacing: gap, alignment: track.alignment))
            case .flexible(let minimum, let maximum):
                let share = Swift.max(0, remaining) / Double(Swift.max(1, left))
                let length = Swift.min(Swift.max(share, minimum), maximum)
                columns.append(Column(length: length, spacing: gap, alignment: track.alignment))
                remaining -= length
                left -= 1
            case .adaptive(let minimum, let maximum):
                let share = Swift.max(minimum, Swift.max(0, remaining) / Double(Swift.max(1, left)))
                let count = Swift.max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
                let length = Swift.min((share - Double(count - 1) * gap) / Double(count), maximum)
                for _ in 0..<count { columns.append(Column(length: length, spacing: gap, alignment: track.alignment)) }
                remaining -= Double(count) * length + Double(count - 1) * gap
                left -= 1
            }
        }
        return columns
    }

    /// The total length of `columns` with their gaps.
    static func extent(_ columns: [Column]) -> Double {
        columns.reduce(0) { $0 + $1.length } + columns.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// Proposed length across (width of a LazyVGrid) and along, from `proposal`.
    private func across(_ proposal: ProposedSize) -> Double? {
        options.axis == .vertical ? proposal.width : proposal.height
    }

    /// The size of a cell proposed `length` across and nothing along.
    private func cellProposal(_ length: Double) -> ProposedSize {
        options.axis == .vertical ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
    }

    private func along(_ size: Size) -> Double { options.axis == .vertical ? size.height : size.width }

    /// Steps 2–3: the grid's length across, the drawn columns and each line's length along.
    private func arrange(_ proposal: ProposedSize, in computer: LayoutComputer)
        -> (across: Double, columns: [Column], lines: [Double])
    {
        let first = columns(available: across(proposal))
        let extent = Self.extent(first)
        let drawn = columns(available: extent)
        var lines: [Double] = []
        var index = 0
        while index < children.count {
            var tallest = 0.0
            for (slot, column) in drawn.enumerated() where index + slot < children.count {
                tallest = Swift.max(tallest, along(computer.size(of: children[index + slot], cellProposal(column.length))))
            }
            lines.append(tallest)
            index += drawn.count
        }
        return (extent, drawn, lines)
    }

    /// Step 4: the size.
    func sizeThatFits(_ proposal: ProposedSize, in computer: LayoutComputer) -> Size {
        let arranged = arrange(proposal, in: computer)
        let spacing = options.spacing ?? Self.defaultSpacing
        let length = arranged.lines.reduce(0, +) + Double(Swift.max(0, arranged.lines.count - 1)) * spacing
        return options.axis == .vertical ? Size(width: arranged.across, height: length)
                                         : Size(width: length, height: arranged.across)
    }

    /// Step 4: every cell in its box.
    func placements(_ proposal: ProposedSize, in computer: LayoutComputer) -> [ChildPlacement] {
        let arranged = arrange(proposal, in: computer)
        let spacing = options.spacing ?? Self.defaultSpacing
        var placements: [ChildPlacement] = []
        var lineStart = 0.0
        var index = 0
        for line in arranged.lines {
            var columnStart = 0.0
            for column in arranged.columns where index < children.count {
                let box = options.axis == .vertical ? Size(width: column.length, height: line)
                                                    : Size(width: line, height: column.length)
                let alignment = column.alignment ?? options.alignment
                var placement = FrameAlignment.place(children[index], proposal: cellProposal(column.length), in: box,
                                                     alignment: alignment, computer: computer)
                let offset = options.axis == .vertical ? Point(x: columnStart, y: lineStart)
                                                       : Point(x: lineStart, y: columnStart)
                placement.origin = Point(x: placement.origin.x + offset.x, y: placement.origin.y + offset.y)
                placements.append(placement)
                columnStart += column.length + column.spacing
                index += 1
            }
            lineStart += line + spacing
        }
        return placements
    }
}
