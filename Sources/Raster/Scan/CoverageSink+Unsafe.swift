/// The seam between coverage and pixels (tiny-skia's "blitter"): the sweep reports each row as runs.
///
/// Calls for one row come left to right and never overlap; rows come top to bottom. Every pixel reported lies
/// inside the box given to the sweep.
protocol CoverageSink {
    /// `length` pixels from `x` on row `y`, all with the same coverage (1…255).
    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8)
    /// Pixels `x ..< x + count` on row `y` with individual coverages `coverage[0 ..< count]` (0…255).
    mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
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
        let start = (y - box.y0) * box.width + (x - box.x0)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            (base + start).update(repeating: coverage, count: length)
        }
    }

    mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let start = (y - box.y0) * box.width + (x - box.x0)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            (base + start).update(from: coverage, count: count)
        }
    }
}
