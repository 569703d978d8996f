/// The seam between coverage and pixels (tiny-skia's "blitter"): the sweep reports each row as runs.
///
/// Calls for one row come left to right and never overlap; rows come top to bottom. Every pixel reported lies
/// inside the box given to the sweep.
///
/// Invariant of `MaskSink`: its byte buffer holds `box.width × box.height` bytes, and every run it is given lies
/// inside `box` (the contract above); both are asserted before each write.
protocol CoverageSink {
    /// `length` pixels from `x` on row `y`, all with the same coverage (1…255).
    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8)
    /// Pixels `x ..< x + coverage.count` on row `y` with individual coverages `coverage[i]` (0…255).
    mutating func pixels(y: Int, x: Int, coverage: SpanPointer<UInt8>)
}

/// A `CoverageSink` that writes coverage into a dense row-major byte buffer over a pixel box.
struct MaskSink: CoverageSink {
    let box: PixelBox
    var bytes: [UInt8]

    init(box: PixelBox) {
        self.box = box
        bytes = [UInt8](repeating: 0, count: box.width * box.height)
    }

    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8) {
        let start = rowStart(y: y, x: x, count: length)
        bytes.withMutableSpan { $0.fill(coverage, from: start, count: length) }
    }

    mutating func pixels(y: Int, x: Int, coverage: SpanPointer<UInt8>) {
        let start = rowStart(y: y, x: x, count: coverage.count)
        bytes.withMutableSpan { $0.slice(from: start, count: coverage.count).copy(from: coverage) }
    }

    /// The index of pixel (x, y), for a run of `count` pixels asserted to lie inside `box`.
    @inline(__always) private func rowStart(y: Int, x: Int, count: Int) -> Int {
        assert(y >= box.y0 && y < box.y1 && x >= box.x0 && x + count <= box.x1,
               "MaskSink: \(count) pixels at (\(x), \(y)) outside \(box)")
        return (y - box.y0) * box.width + (x - box.x0)
    }
}
