/// The clip of a canvas: where draws may touch pixels, and with what coverage.
enum ClipState: Sendable {
    /// Full coverage inside the box, none outside (the box may be empty: nothing draws).
    case rect(PixelBox)
    /// Anti-aliased coverage; none outside the mask.
    case mask(CoverageMask)

    /// The pixels that may be touched.
    var box: PixelBox {
        switch self {
        case .rect(let box): return box
        case .mask(let mask): return mask.box
        }
    }

    /// This clip intersected with a coverage mask (anti-aliased clips multiply, rounding to nearest).
    func intersecting(_ mask: CoverageMask?) -> ClipState {
        guard let mask else { return .rect(.empty) }
        let box = self.box.intersection(mask.box)
        guard !box.isEmpty else { return .rect(.empty) }
        var bytes = [UInt8](repeating: 0, count: box.width * box.height)
        var allFull = true
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                var c = UInt32(mask.coverage(x: x, y: y))
                if case .mask(let outer) = self { c = PixelMath.mul255(c, UInt32(outer.coverage(x: x, y: y))) }
                bytes[(y - box.y0) * box.width + (x - box.x0)] = UInt8(truncatingIfNeeded: c)
                if c != 255 { allFull = false }
            }
        }
        if allFull { return .rect(box) }
        return .mask(CoverageMask(box: box, coverage: bytes))
    }
}
