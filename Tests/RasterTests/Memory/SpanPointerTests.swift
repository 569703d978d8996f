import Testing
@testable import Raster

// The bounds-asserted accessors of Sources/Raster/Memory: in-range accesses read and write the right elements;
// out-of-range ones stop a debug build (exit tests run the body in a child process).

@Test func spanReadsAndSlicesTheElementsItCovers() {
    let values: [UInt32] = [10, 11, 12, 13, 14, 15]
    var seen: [UInt32] = []
    values.withSpan { span in
        #expect(span.count == 6)
        let middle = span.slice(from: 2, count: 3)
        for i in 0..<middle.count { seen.append(middle[i]) }
    }
    #expect(seen == [12, 13, 14])
}

@Test func mutableSpanFillsCopiesAndStoresOnlyItsRange() {
    var values = [UInt32](repeating: 0, count: 8)
    let source: [UInt32] = [7, 8]
    values.withMutableSpan { span in
        span.fill(1, from: 1, count: 2)
        source.withSpan { span.slice(from: 4, count: 2).copy(from: $0) }
        span.storeBytes(of: SIMD2<UInt32>(5, 6), at: 6)
    }
    #expect(values == [0, 1, 1, 0, 7, 8, 5, 6])
}

@Test func spanLoadsUnalignedVectorsByElementIndex() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    var word: UInt32 = 0
    bytes.withSpan { word = $0.loadUnaligned(at: 5, as: UInt32.self) }
    #expect(word == UInt32(littleEndian: 0x0908_0706))
}

@Test func emptyArrayLendsOnlyAnEmptySpan() {
    var counts: [Int] = []
    let empty: [UInt8] = []
    empty.withSpan { counts.append($0.count) }
    var mutableEmpty: [UInt32] = []
    mutableEmpty.withMutableSpan { counts.append($0.count) }
    #expect(counts.allSatisfy { $0 == 0 })
}

@Test func pixelGridRowIsTheRunAtCanvasCoordinates() {
    var pixels = [UInt32](0..<12)
    var row: [UInt32] = []
    pixels.withMutableSpan { span in
        // A 4 × 3 target placed at canvas (10, 20).
        let grid = PixelGrid(pixels: span, width: 4, height: 3, originX: 10, originY: 20)
        let run = grid.row(x: 11, y: 22, count: 3)
        for i in 0..<run.count { row.append(run[i]) }
    }
    #expect(row == [9, 10, 11])
}

#if DEBUG
@Test func spanIndexPastTheEndStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
        let values: [UInt8] = [1, 2, 3]
        var sum = 0
        values.withSpan { span in sum += Int(span[3]) }
        print(sum)
    }
}

@Test func sliceOutsideTheSpanStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
        var values = [UInt32](repeating: 0, count: 4)
        values.withMutableSpan { span in span.slice(from: 2, count: 3).fill(1, count: 3) }
    }
}

@Test func vectorStorePastTheEndStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
        var values = [UInt32](repeating: 0, count: 6)
        values.withMutableSpan { span in span.storeBytes(of: SIMD4<UInt32>(repeating: 1), at: 3) }
    }
}

@Test func pixelGridRunOutsideTheTargetStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
        var pixels = [UInt32](repeating: 0, count: 12)
        pixels.withMutableSpan { span in
            let grid = PixelGrid(pixels: span, width: 4, height: 3, originX: 10, originY: 20)
            grid.row(x: 12, y: 21, count: 3).fill(1, count: 3)
        }
    }
}
#endif
