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
        for i in start..<(start + length) { bytes[i] = coverage }
    }

    mutating func pixels(y: Int, x: Int, coverage: [UInt8], count: Int) {
        let start = (y - box.y0) * box.width + (x - box.x0)
        for i in 0..<count { bytes[start + i] = coverage[i] }
    }
}
