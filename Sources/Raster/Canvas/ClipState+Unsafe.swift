/// Intersecting clips: a new path mask multiplied (rounded to nearest) by the current clip, row by row over
/// pointers; a result that is fully covered everywhere collapses back to a rectangle. Runs of full coverage are
/// found eight bytes at a time.
///
/// Invariant: the result holds `width × height` bytes for the intersection box and `runs` two entries per row;
/// each source row is taken as a span of `width` bytes inside its own mask (the intersection box lies inside
/// both masks' boxes), and every span asserts its accesses in debug builds.
extension ClipState {
    /// This clip intersected with a coverage mask in canvas coordinates (`nil`: the empty clip).
    func intersecting(_ incoming: CoverageMask?) -> ClipState {
        guard let incoming else { return .rect(.empty) }
        let box = self.box.intersection(incoming.box)
        guard !box.isEmpty else { return .rect(.empty) }
        let width = box.width, height = box.height
        let outerMask: CoverageMask?
        if case .mask(let outer) = self { outerMask = outer.mask } else { outerMask = nil }
        // Inside a rectangle that holds the whole mask, the mask's bytes are the result as they are.
        var bytes = outerMask == nil && box == incoming.box ? incoming.coverage : [UInt8](repeating: 0, count: width * height)
        let reuse = outerMask == nil && box == incoming.box
        var runs = [Int32](repeating: 0, count: 2 * height)
        var allFull = true
        let outerCoverage = outerMask?.coverage ?? []
        bytes.withMutableSpan { out in
            incoming.coverage.withSpan { inner in
                runs.withMutableSpan { r in
                    assert(out.count == width * height && r.count == 2 * height, "ClipState: result size")
                    for y in 0..<height {
                        let dst = out.slice(from: y * width, count: width)
                        if !reuse {
                            let src = inner.slice(
                                from: (box.y0 + y - incoming.originY) * incoming.width + (box.x0 - incoming.originX),
                                count: width)
                            if let outerMask {
                                outerCoverage.withSpan { outer in
                                    let other = outer.slice(
                                        from: (box.y0 + y - outerMask.originY) * outerMask.width
                                            + (box.x0 - outerMask.originX),
                                        count: width)
                                    for x in 0..<width {
                                        dst[x] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(src[x]), UInt32(other[x])))
                                    }
                                }
                            } else {
                                dst.copy(from: src)
                            }
                        }
                        let (start, end) = ClipState.longestFullRun(dst.readOnly)
                        if end - start != width { allFull = false }
                        r[2 * y] = Int32(truncatingIfNeeded: box.x0 + start)
                        r[2 * y + 1] = Int32(truncatingIfNeeded: box.x0 + end)
                    }
                }
            }
        }
        if allFull { return .rect(box) }
        return .mask(ClipMask(mask: CoverageMask(box: box, coverage: bytes), fullRuns: runs))
    }

    /// The longest run of 255 in a row of `count` bytes, as `[start, end)`; whole words of 255 are skipped eight
    /// bytes at a time.
    static func longestFullRun(_ row: SpanPointer<UInt8>) -> (Int, Int) {
        let count = row.count
        var best = (0, 0), x = 0
        while x < count {
            if row[x] != 255 {
                x += 1
                continue
            }
            let start = x
            while x + 8 <= count && row.loadUnaligned(at: x, as: UInt64.self) == UInt64.max { x += 8 }
            while x < count && row[x] == 255 { x += 1 }
            if x - start > best.1 - best.0 { best = (start, x) }
        }
        return best
    }
}
