import Graphics

/// Coverage cells → runs of pixels for small boxes, without bucketing or sorting: a dense form of `CellSweep`.
///
/// The dense accumulation of font-rs and stb_truetype v2 (one accumulator per pixel, a running sum per row), kept
/// on ftgrays' exact integer cells: a pixel's coverage is the same function of the same per-pixel sums of cover
/// and area as in `CellSweep`, and integer sums do not depend on order, so the pixels are bit-identical.
///
/// 1. Scatter (`scatter`): each cell's cover and area are added to its pixel's slot of `sums`, and the pixel is
///    marked in `marks` (one byte per pixel; rows padded to a multiple of 8 bytes). A cell left of the box adds its
///    cover to its row's `carry` (it shifts the winding of the whole row); cells right of the box or outside its
///    rows cannot change a pixel inside it and are dropped, as `CellSweep` drops them.
/// 2. Sweep each row (`sweepRow`): find marked pixels eight at a time (one 64-bit word of marks), and make exactly
///    the sink calls `CellSweep.sweepRow` makes for the same cells: a marked pixel joins the pending `pixels` run
///    with `512·(acc + cover) − area`; the unmarked run after it is one `span` of `512·acc` when that is not 0.
///    Every slot is cleared as it is read, so all buffers are zero again when a sweep ends.
///
/// Worth it when the box is small next to the number of cells (`CellSweep.prefersDense`): the cost is a scatter
/// per cell plus `width × height / 8` mark loads, against a counting sort, per-row sorts and a merge of equal
/// columns. Slots are Int32: a cell from `CellWriter` is one piece of a line in one pixel, so |cover| ≤ 256 and
/// |area| ≤ 256 · 512 = 2^17 (asserted), and `maximumCellCount` (2^14 − 1) cells cannot overflow a pixel's sum.
///
/// Invariant: `sums` and `marks` hold at least `stride × rows` entries and `carry` at least `rows`, with `stride` a
/// multiple of 8 that is ≥ the box's width, and all of them are zero outside a sweep; a slot index is
/// `r·stride + c` with `0 ≤ r < rows` and `0 ≤ c < width` (checked before the write), and a mark word is the
/// 8 bytes from a multiple of 8 below `stride` in a row, so inside it (marks at `c ≥ width` are never set, so a
/// word's marks are all inside the box). Spans assert each access in debug builds.
struct DenseCellSweep {
    /// The most cells a dense sweep takes (their per-pixel sums must fit in Int32).
    static let maximumCellCount = (1 << 14) - 1
    /// The most pixels a dense box may have (bounds the buffers kept: 9 bytes a pixel).
    static let maximumPixelCount = 1 << 16

    /// One pixel's sums of cover and area.
    struct Slot {
        var cover: Int32
        var area: Int32
        static let zero = Slot(cover: 0, area: 0)
    }

    private var sums: [Slot] = []
    private var marks: [UInt8] = []
    private var carry: [Int32] = []
    /// The box whose pieces `accumulate(_:box:)` summed and no sweep has reported yet (its slots are not zero).
    private(set) var accumulatedBox: PixelBox?

    init() {}

    /// The row stride of the buffers for a box `width` pixels wide.
    @inline(__always) static func stride(width: Int) -> Int { (width + 7) & ~7 }

    /// Grows the buffers (all zero) to hold `box`.
    private mutating func reserve(_ box: PixelBox) {
        let rows = box.height, stride = DenseCellSweep.stride(width: box.width)
        if sums.count < stride * rows {
            let size = max(stride * rows, min(2 * sums.count, DenseCellSweep.maximumPixelCount + 8 * rows))
            sums = [Slot](repeating: .zero, count: size)
            marks = [UInt8](repeating: 0, count: size)
        }
        if carry.count < rows { carry = [Int32](repeating: 0, count: max(rows, 2 * carry.count)) }
    }

    /// Step 1 without cells: walks `lines` (clipped to `box`) straight into the slots. `sweepAccumulated` reports
    /// them. `lines` may make at most `maximumCellCount` pieces
    /// (`CellAccumulator.cellBound`, asserted) and `box` is non-empty with at most `maximumPixelCount` pixels.
    mutating func accumulate(_ lines: [FixedLine], box: PixelBox) {
        assert(!box.isEmpty && box.width * box.height <= DenseCellSweep.maximumPixelCount,
               "DenseCellSweep: box \(box) too large")
        assert(CellAccumulator.cellBound(lines) <= DenseCellSweep.maximumCellCount, "DenseCellSweep: too many pieces")
        discardAccumulated()
        reserve(box)
        let stride = DenseCellSweep.stride(width: box.width)
        sums.withMutableSpan { sums in
            marks.withMutableSpan { marks in
                carry.withMutableSpan { carry in
                    var recorder = DenseCellRecorder(box: box, stride: stride, sums: sums, marks: marks, carry: carry)
                    for line in lines { recorder.add(line) }
                }
            }
        }
        accumulatedBox = box
    }

    /// Step 2 for the pieces `accumulate(_:box:)` summed (nothing when there are none).
    mutating func sweepAccumulated<S: CoverageSink>(evenOdd: Bool, pending: MutableSpanPointer<UInt8>,
                                                    into sink: inout S) {
        guard let box = accumulatedBox else { return }
        accumulatedBox = nil
        assert(pending.count >= box.width + 1, "DenseCellSweep: pending row too short")
        let rows = box.height, stride = DenseCellSweep.stride(width: box.width)
        sums.withMutableSpan { sums in
            marks.withMutableSpan { marks in
                carry.withMutableSpan { carry in
                    for r in 0..<rows {
                        DenseCellSweep.sweepRow(r, box: box, stride: stride, sums: sums, marks: marks, carry: carry,
                                                evenOdd: evenOdd, pending: pending, into: &sink)
                    }
                }
            }
        }
    }

    /// Zeroes what `accumulate(_:box:)` left unswept, if anything.
    mutating func discardAccumulated() {
        guard let box = accumulatedBox else { return }
        accumulatedBox = nil
        let count = DenseCellSweep.stride(width: box.width) * box.height
        sums.withMutableSpan { $0.fill(.zero, count: count) }
        marks.withMutableSpan { $0.fill(0, count: count) }
        carry.withMutableSpan { $0.fill(0, count: box.height) }
    }

    /// Sweeps `cells` (pixels outside `box` are ignored) into `sink`, using `pending` (at least `box.width + 1`
    /// bytes) for runs of individual coverages; `box` must be non-empty with at most `maximumPixelCount` pixels
    /// and at most `maximumCellCount` cells (asserted).
    mutating func sweep<S: CoverageSink>(_ cells: SpanPointer<Cell>, box: PixelBox, evenOdd: Bool,
                                         pending: MutableSpanPointer<UInt8>, into sink: inout S) {
        assert(!box.isEmpty && box.width * box.height <= DenseCellSweep.maximumPixelCount,
               "DenseCellSweep: box \(box) too large")
        assert(cells.count <= DenseCellSweep.maximumCellCount, "DenseCellSweep: \(cells.count) cells")
        assert(pending.count >= box.width + 1, "DenseCellSweep: pending row too short")
        discardAccumulated()
        reserve(box)
        let rows = box.height, stride = DenseCellSweep.stride(width: box.width)
        sums.withMutableSpan { sums in
            marks.withMutableSpan { marks in
                carry.withMutableSpan { carry in
                    DenseCellSweep.scatter(cells, box: box, stride: stride, sums: sums, marks: marks, carry: carry)
                    for r in 0..<rows {
                        DenseCellSweep.sweepRow(r, box: box, stride: stride, sums: sums, marks: marks, carry: carry,
                                                evenOdd: evenOdd, pending: pending, into: &sink)
                    }
                }
            }
        }
    }

    /// Step 1: adds each cell to its pixel's slot (or its row's carry) and marks the pixel.
    @inline(__always)
    private static func scatter(_ cells: SpanPointer<Cell>, box: PixelBox, stride: Int, sums: MutableSpanPointer<Slot>,
                                marks: MutableSpanPointer<UInt8>, carry: MutableSpanPointer<Int32>) {
        let rows = box.height, width = box.width
        for k in 0..<cells.count {
            let cell = cells[k]
            assert(cell.cover.magnitude <= 256 && cell.area.magnitude <= 1 << 17,
                   "DenseCellSweep: \(cell) is not one piece")
            let r = Int(cell.y) &- box.y0, c = Int(cell.x) &- box.x0
            if r < 0 || r >= rows || c >= width { continue }
            if c < 0 {
                carry[r] &+= cell.cover
                continue
            }
            let i = r &* stride &+ c
            var slot = sums[i]
            slot.cover &+= cell.cover
            slot.area &+= cell.area
            sums[i] = slot
            marks[i] = 1
        }
    }

    /// Step 2: row `r` of the box, left to right; clears the row's slots, marks and carry. Marks are read a word
    /// (8 pixels) at a time and its marked pixels taken lowest first, so finding the next cell is a bit operation.
    /// A pending run's coverages sit at their own columns of `pending`; an unmarked run before a marked pixel ends
    /// the pending run (it is reported first) and is itself one span when its coverage is not 0 — the order of
    /// calls `CellSweep.sweepRow` makes.
    @inline(__always)
    private static func sweepRow<S: CoverageSink>(_ r: Int, box: PixelBox, stride: Int, sums: MutableSpanPointer<Slot>,
                                                  marks: MutableSpanPointer<UInt8>, carry: MutableSpanPointer<Int32>,
                                                  evenOdd: Bool, pending: MutableSpanPointer<UInt8>,
                                                  into sink: inout S) {
        let width = box.width, rowBase = r &* stride, y = box.y0 &+ r
        var acc = Int(carry[r])
        carry[r] = 0
        var runStart = 0, runOpen = false  // the pending run is runStart ..< x
        var x = 0  // one past the last marked pixel: where the unmarked run before the next one starts
        var w = 0
        while w < width {
            var word = UInt64(littleEndian: marks.loadUnaligned(at: rowBase &+ w, as: UInt64.self))
            if word != 0 { marks.storeBytes(of: UInt64(0), at: rowBase &+ w) }
            while word != 0 {
                let m = w &+ word.trailingZeroBitCount >> 3
                word &= word &- 1  // a mark is 1: its byte's lowest bit
                if m > x {
                    if runOpen {
                        sink.pixels(y: y, x: box.x0 &+ runStart,
                                    coverage: pending.readOnly.slice(from: runStart, count: x &- runStart))
                        runOpen = false
                    }
                    if acc != 0 {
                        let c = CellSweep.coverage(acc &* 512, evenOdd: evenOdd)
                        if c != 0 { sink.span(y: y, x: box.x0 &+ x, length: m &- x, coverage: c) }
                    }
                }
                if !runOpen {
                    runStart = m
                    runOpen = true
                }
                let i = rowBase &+ m
                let slot = sums[i]
                sums[i] = .zero
                let cover = Int(slot.cover)
                pending[m] = CellSweep.coverage((acc &+ cover) &* 512 &- Int(slot.area), evenOdd: evenOdd)
                acc &+= cover
                x = m &+ 1
            }
            w &+= 8
        }
        if runOpen {
            sink.pixels(y: y, x: box.x0 &+ runStart,
                        coverage: pending.readOnly.slice(from: runStart, count: x &- runStart))
        }
        if width > x && acc != 0 {
            let c = CellSweep.coverage(acc &* 512, evenOdd: evenOdd)
            if c != 0 { sink.span(y: y, x: box.x0 &+ x, length: width &- x, coverage: c) }
        }
    }
}

/// `DenseCellSweep`'s step 1 as a `CellRecorder`: each piece of a line goes straight into its pixel's slot.
struct DenseCellRecorder: CellRecorder {
    let x0: Int, y0: Int, width: Int, rows: Int, stride: Int
    let sums: MutableSpanPointer<DenseCellSweep.Slot>
    let marks: MutableSpanPointer<UInt8>
    let carry: MutableSpanPointer<Int32>

    init(box: PixelBox, stride: Int, sums: MutableSpanPointer<DenseCellSweep.Slot>, marks: MutableSpanPointer<UInt8>,
         carry: MutableSpanPointer<Int32>) {
        assert(sums.count >= stride * box.height && marks.count >= stride * box.height && carry.count >= box.height,
               "DenseCellRecorder: buffers too small for \(box)")
        x0 = box.x0
        y0 = box.y0
        width = box.width
        rows = box.height
        self.stride = stride
        self.sums = sums
        self.marks = marks
        self.carry = carry
    }

    /// Adds one piece to pixel (x, y)'s slot, or to its row's carry left of the box; dropped outside the rows or
    /// right of the box, as `DenseCellSweep.scatter` drops such cells.
    @inline(__always) mutating func record(_ x: Int, _ y: Int, _ cover: Int, _ area: Int) {
        let r = y &- y0, c = x &- x0
        if r < 0 || r >= rows || c >= width { return }
        if c < 0 {
            carry[r] &+= Int32(truncatingIfNeeded: cover)
            return
        }
        let i = r &* stride &+ c
        var slot = sums[i]
        slot.cover &+= Int32(truncatingIfNeeded: cover)
        slot.area &+= Int32(truncatingIfNeeded: area)
        sums[i] = slot
        marks[i] = 1
    }
}
