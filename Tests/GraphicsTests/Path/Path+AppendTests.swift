import Testing
@testable import Graphics

/// Appending polygons (the stroker's output) keeps Array's geometric growth.
struct PathAppendTests {
    /// Regression: reserving exactly each polygon's size reallocated and copied the whole path on
    /// every append, so a 98 000-dash stroke took 12 s. The storage must grow by doubling: few distinct
    /// capacities over many appends.
    @Test func appendingManyPolygonsReallocatesLogarithmicallyOften() {
        var path = Path()
        var capacities: Set<Int> = []
        let square = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        for _ in 0..<10_000 {
            path.appendClosedPolygon(square)
            capacities.insert(path.elements.capacity)
        }
        #expect(path.elements.count == 50_000)  // a move, three lines and a close each
        #expect(capacities.count <= 20, "storage reallocated \(capacities.count) times for 10 000 appends")
    }
}
