import Graphics
import Layout
import Testing
import Views

/// LazyVGrid / LazyHGrid column sizing, checked against the cases objc.io's layout quizzes measured on
/// SwiftUI ("SwiftUI's Grid Views", 2020).
@Suite struct LazyGridTests {
    /// The frames of the grid's cells (children of the grid node), in order, for `grid` in a frame of `width`.
    private func cellFrames<V: View>(_ grid: V, width: Double, cells: Int) throws -> (grid: Rect, cells: [Rect]) {
        let (_, layout) = try resolveAndLayout(grid.frame(width: width), in: Size(width: 400, height: 400))
        let node = try #require(layout.nodes.first { $0.name == "LazyVGrid" || $0.name == "LazyHGrid" })
        let frames = node.children.map { layout.nodes[$0].frame }
        #expect(frames.count == cells)
        return (node.frame, frames)
    }

    private func swatches(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 20) }
    }

    @Test func fixedThenAdaptiveSplitsTheRestIntoAsManyColumnsAsFit() throws {
        // 200 − 70 − 8 = 122 for the adaptive track: two columns of (122 − 8) / 2 = 57.
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { swatches(6) }
        let laid = try cellFrames(grid, width: 200, cells: 6)
        #expect(laid.cells.map(\.width) == [70, 57, 57, 70, 57, 57])
        #expect(laid.cells.map(\.minX).prefix(3).map { $0 - laid.grid.minX } == [0, 78, 143])
        #expect(laid.cells[3].minY - laid.cells[0].minY == 28)   // 20-pt rows, 8 apart
        #expect(laid.grid.height == 48)
    }

    @Test func flexibleColumnsShareAndTheSecondPassUsesTheGridsOwnWidth() throws {
        // Pass 1 at 300: 146 for the first (min 100), the rest 146 is under the second's 180 → 180:
        // the grid is 146 + 8 + 180 = 334 wide. Pass 2 at 334: (334 − 8) / 2 = 163, then 180.
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { swatches(2) }
        let laid = try cellFrames(grid, width: 300, cells: 2)
        #expect(laid.grid.width == 334)
        #expect(laid.cells.map(\.width) == [163, 180])
    }

    @Test func adaptiveFillsWithAsManyColumnsAsTheMinimumAllows() throws {
        // 300: five columns of 50 fit with 8-pt gaps: (300 − 32) / 5 = 53.6 each.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { swatches(5) }
        let laid = try cellFrames(grid, width: 300, cells: 5)
        #expect(laid.cells.allSatisfy { abs($0.width - 53.6) < 1e-9 })
        #expect(Set(laid.cells.map(\.minY)).count == 1)
    }

    @Test func aRowIsAsTallAsItsTallestCellAndCellsAlignInTheirBox() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .bottom)], spacing: 4) {
            Color.red.frame(width: 20, height: 40)
            Color.red.frame(width: 20, height: 10)
            Color.red.frame(width: 20, height: 10)
        }
        let laid = try cellFrames(grid, width: 200, cells: 3)
        let x0 = laid.grid.minX, y0 = laid.grid.minY
        #expect(laid.cells[0].minX - x0 == 15)          // centred in its 50-pt column
        #expect(laid.cells[1].minY - y0 == 30)          // bottom of a 40-pt row
        #expect(laid.cells[2].minY - y0 == 44)          // second row, 4 below the first, centred vertically
        #expect(laid.grid.width == 108 && laid.grid.height == 54)
    }

    @Test func lazyHGridFillsRowsColumnByColumn() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 6) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 30) }
        }
        let laid = try cellFrames(grid, width: 200, cells: 3)
        #expect(laid.cells.map(\.height) == [20, 20, 20])
        #expect(laid.cells[1].minY - laid.cells[0].minY == 28)
        #expect(laid.cells[2].minX - laid.cells[0].minX == 36)
        #expect(laid.grid.width == 66 && laid.grid.height == 48)
    }

    @Test func hostileItemsLayOutWithoutTrapping() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0)), GridItem(.fixed(-.infinity)),
                                       GridItem(.flexible(minimum: .nan, maximum: -3), spacing: .nan)]) { swatches(4) }
        _ = try cellFrames(grid, width: 200, cells: 4)
        let empty = LazyVGrid(columns: []) { swatches(2) }
        _ = try cellFrames(empty, width: 100, cells: 2)
    }
}
