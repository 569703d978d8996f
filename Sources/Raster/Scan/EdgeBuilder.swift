import Graphics

/// Path → fixed-point line segments clipped to a pixel box: the first stage of the rasterizer.
///
/// 1. Transform the path into device space; a curve whose control points all lie on one outer side of the
///    box becomes a straight line (its crossings, seen from inside the box, are the same), so hostile curves
///    far outside cost nothing to flatten.
/// 2. Flatten with Graphics' `flattened(tolerance:)` (tolerance in device pixels). Every subpath is closed.
/// 3. Clip each segment in floating point, as tiny-skia's and Skia's edge clippers do: parts above or below
///    the box are dropped, parts right of it are dropped (they cannot change coverage inside), parts left of
///    it become vertical segments on the left edge (they keep their winding contribution).
/// 4. Round to 24.8 fixed point. Shared vertices round identically, so every contour stays closed.
///    A subpath wholly inside the box (the usual case) skips step 3 and rounds each vertex once.
/// Subpaths with a non-finite point are skipped; coordinates are clamped to ±1e18 so arithmetic stays finite.
struct EdgeBuilder {
    /// The smallest flattening tolerance honoured, in device pixels (bounds the work per curve).
    static let minimumTolerance = 0.001
    /// Coordinates are clamped to this magnitude before clipping.
    static let coordinateLimit = 1e18

    /// The clipped lines, appended by `addPolyline`.
    var lines: [FixedLine] = []
    /// The pixel box lines are clipped to.
    let box: PixelBox
    /// The pixels touched by the lines (a sub-box of `box`; empty when there are no lines).
    var touched: PixelBox {
        guard minX <= maxX else { return .empty }
        return PixelBox(x0: minX >> 8, y0: minY >> 8, x1: (maxX + 255) >> 8, y1: (maxY + 255) >> 8)
    }

    private let left: Double, top: Double, right: Double, bottom: Double
    /// The box in 24.8 fixed point, as doubles (clamp limits).
    private let fixedLeft: Double, fixedTop: Double, fixedRight: Double, fixedBottom: Double
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    /// A builder over `box`, appending to `storage`'s buffer once emptied (pass it consumed, so the buffer is not
    /// shared and keeps its capacity).
    init(box: PixelBox, reusing storage: consuming [FixedLine] = []) {
        self.box = box
        self.lines = storage
        self.lines.removeAll(keepingCapacity: true)
        left = Double(box.x0)
        top = Double(box.y0)
        right = Double(box.x1)
        bottom = Double(box.y1)
        fixedLeft = left * 256
        fixedTop = top * 256
        fixedRight = right * 256
        fixedBottom = bottom * 256
    }

    /// Step 1: the path in device space; with a `cullBox`, curves entirely outside one of its sides become lines.
    static func devicePath(_ path: Path, transform: AffineTransform, cullBox: PixelBox?) -> Path {
        let identity = transform.isIdentity
        if identity && (cullBox.map { !hasCurveOutside(path, $0) } ?? true) { return path }
        var out = Path()
        var pen = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                pen = transform.apply(p)
                out.move(to: pen)
            case .line(let p):
                pen = transform.apply(p)
                out.addLine(to: pen)
            case .quadCurve(let p, let c):
                let p1 = transform.apply(p), c1 = transform.apply(c)
                if let box = cullBox, outside(box, [pen, c1, p1]) {
                    out.addLine(to: p1)
                } else {
                    out.addQuadCurve(to: p1, control: c1)
                }
                pen = p1
            case .curve(let p, let c1, let c2):
                let p1 = transform.apply(p), k1 = transform.apply(c1), k2 = transform.apply(c2)
                if let box = cullBox, outside(box, [pen, k1, k2, p1]) {
                    out.addLine(to: p1)
                } else {
                    out.addCurve(to: p1, control1: k1, control2: k2)
                }
                pen = p1
            case .closeSubpath:
                out.closeSubpath()
                pen = out.currentPoint ?? pen
            }
        }
        return out
    }

    /// True when every point lies on one outer side of `box` (left, right, above or below).
    static func outside(_ box: PixelBox, _ points: [Point]) -> Bool {
        let l = Double(box.x0), t = Double(box.y0), r = Double(box.x1), b = Double(box.y1)
        return points.allSatisfy { $0.x <= l } || points.allSatisfy { $0.x >= r }
            || points.allSatisfy { $0.y <= t } || points.allSatisfy { $0.y >= b }
    }

    /// True when some curve of the (device-space) path lies wholly outside `box`.
    static func hasCurveOutside(_ path: Path, _ box: PixelBox) -> Bool {
        var pen = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): pen = p; start = p
            case .line(let p): pen = p
            case .quadCurve(let p, let c):
                if outside(box, [pen, c, p]) { return true }
                pen = p
            case .curve(let p, let c1, let c2):
                if outside(box, [pen, c1, c2, p]) { return true }
                pen = p
            case .closeSubpath: pen = start
            }
        }
        return false
    }

    /// Step 2 (helper): the flattened device path.
    /// `nil` when flattening would make more than `Rasterizer.maximumSegmentCount` segments.
    static func polylines(_ path: Path, transform: AffineTransform, tolerance: Double, cullBox: PixelBox?) -> [Polyline]? {
        let tol = tolerance.isFinite ? max(tolerance, minimumTolerance) : Path.defaultFlatteningTolerance
        let device = devicePath(path, transform: transform, cullBox: cullBox)
        guard estimatedSegmentCount(device, tolerance: tol) <= Rasterizer.maximumSegmentCount else { return nil }
        return device.flattened(tolerance: tol)
    }

    /// An estimate of the segments `flattened(tolerance:)` makes: one per line, and per curve the classic
    /// chord-error count `√(|p0 − 2p1 + p2| / 4·tol)` (quadratic) or `√(3·dd / 4·tol)` (cubic), doubled for safety
    /// and capped at `Path.maximumSegmentsPerCurve`. Bounds the memory hostile curves can demand.
    static func estimatedSegmentCount(_ path: Path, tolerance: Double) -> Int {
        let cap = Double(Path.maximumSegmentsPerCurve)
        func count(_ x: Double) -> Int {
            let n = 2 * (x / (4 * tolerance)).squareRoot() + 1
            return n < cap ? Int(n) : Int(cap)  // NaN fails the test and counts as the cap
        }
        var total = 0
        var pen = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): pen = p; start = p
            case .line(let p): total += 1; pen = p
            case .quadCurve(let p, let c):
                total += count((pen - c * 2 + p).length)
                pen = p
            case .curve(let p, let c1, let c2):
                total += count(3 * max((pen - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length))
                pen = p
            case .closeSubpath: total += 1; pen = start
            }
        }
        return total
    }

    /// The pixel bounds of the finite points of `polylines`, or `nil` when there are none.
    static func bounds(of polylines: [Polyline]) -> PixelBox? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polyline in polylines where polyline.points.allSatisfy(\.isFinite) {
            for p in polyline.points {
                minX = min(minX, p.x); minY = min(minY, p.y)
                maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        let limit = Double(Int32.max / 512)
        guard minX <= maxX, minY <= maxY, minX > -limit, minY > -limit, maxX < limit, maxY < limit else { return nil }
        return PixelBox(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)),
                        x1: Int(maxX.rounded(.up)), y1: Int(maxY.rounded(.up)))
    }

    /// Steps 3–4 for one subpath (closed implicitly). Skipped when a point is not finite. `alwaysClip` sends
    /// every segment through the clipper (tests compare the two ways).
    mutating func addPolyline(_ polyline: Polyline, alwaysClip: Bool = false) {
        let points = polyline.points
        guard points.count > 1 else { return }
        // Where every point lies in `left ≤ x < right`, `top ≤ y ≤ bottom`, clipping leaves each segment as it is:
        // round each point once and record the segments straight away (the same lines as `addSegment` makes).
        var inside = true
        for p in points {
            guard p.isFinite else { return }
            inside = inside && p.x >= left && p.x < right && p.y >= top && p.y <= bottom
        }
        if inside && !alwaysClip {
            addInsidePolyline(points)
            return
        }
        var previous = points[points.count - 1]
        for p in points {
            addSegment(previous, p)
            previous = p
        }
    }

    /// Step 4 for a subpath wholly inside the box: each point rounded once, each segment of distinct fixed y kept.
    private mutating func addInsidePolyline(_ points: [Point]) {
        let last = points[points.count - 1]
        var fx0 = fixedX(last.x), fy0 = fixedY(last.y)
        var lo = minX, hi = maxX, ylo = minY, yhi = maxY
        lines.reserveCapacity(lines.count + points.count)
        for p in points {
            let fx1 = fixedX(p.x), fy1 = fixedY(p.y)
            if fy0 != fy1 {
                lines.append(FixedLine(x0: fx0, y0: fy0, x1: fx1, y1: fy1))
                lo = min(lo, Int(min(fx0, fx1))); hi = max(hi, Int(max(fx0, fx1)))
                ylo = min(ylo, Int(min(fy0, fy1))); yhi = max(yhi, Int(max(fy0, fy1)))
            }
            fx0 = fx1
            fy0 = fy1
        }
        minX = lo; maxX = hi; minY = ylo; maxY = yhi
    }

    /// Step 3: clips one segment to the box.
    private mutating func addSegment(_ a: Point, _ b: Point) {
        let lim = EdgeBuilder.coordinateLimit
        var x0 = min(max(a.x, -lim), lim), y0 = min(max(a.y, -lim), lim)
        var x1 = min(max(b.x, -lim), lim), y1 = min(max(b.y, -lim), lim)
        if y0 == y1 { return }
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        // Vertical clip: keep top…bottom.
        if y0 < top { x0 += (x1 - x0) * ((top - y0) / (y1 - y0)); y0 = top }
        else if y0 > bottom { x0 += (x1 - x0) * ((bottom - y0) / (y1 - y0)); y0 = bottom }
        if y1 < top { x1 = x0 + (x1 - x0) * ((top - y0) / (y1 - y0)); y1 = top }
        else if y1 > bottom { x1 = x0 + (x1 - x0) * ((bottom - y0) / (y1 - y0)); y1 = bottom }
        // Horizontal clip. Parts right of the box are dropped, but inside it the winding they leave behind
        // reaches the right edge, so the touched box must too.
        if x0 >= right || x1 >= right { noteRightEdge(y0, y1) }
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { emit(left, y0, left, y1); return }
        if x0 < left || x1 < left {
            let ys = y0 + (y1 - y0) * ((left - x0) / (x1 - x0))
            if x0 < left { emit(left, y0, left, ys); x0 = left; y0 = ys }
            else { emit(left, ys, left, y1); x1 = left; y1 = ys }
        }
        if x0 > right || x1 > right {
            let ys = y0 + (y1 - y0) * ((right - x0) / (x1 - x0))
            if x0 > right { x0 = right; y0 = ys } else { x1 = right; y1 = ys }
        }
        emit(x0, y0, x1, y1)
    }

    /// Step 4: rounds to 24.8 fixed point (clamped to the box) and records the line.
    @inline(__always)
    private mutating func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let fy0 = fixedY(y0), fy1 = fixedY(y1)
        if fy0 == fy1 { return }
        let fx0 = fixedX(x0), fx1 = fixedX(x1)
        lines.append(FixedLine(x0: fx0, y0: fy0, x1: fx1, y1: fy1))
        note(x: Int(min(fx0, fx1)), Int(max(fx0, fx1)), y: Int(min(fy0, fy1)), Int(max(fy0, fy1)))
    }

    /// Records that winding reaches the right edge of the box between rows y0 and y1 (device pixels).
    private mutating func noteRightEdge(_ y0: Double, _ y1: Double) {
        let fy0 = Int(fixedY(y0)), fy1 = Int(fixedY(y1))
        if fy0 == fy1 { return }
        note(x: box.x1 * 256, box.x1 * 256, y: min(fy0, fy1), max(fy0, fy1))
    }

    /// Grows the touched box to the fixed-point extent given.
    @inline(__always)
    private mutating func note(x lo: Int, _ hi: Int, y ylo: Int, _ yhi: Int) {
        minX = min(minX, lo); maxX = max(maxX, hi)
        minY = min(minY, ylo); maxY = max(maxY, yhi)
    }

    @inline(__always) private func fixedX(_ v: Double) -> Int32 { EdgeBuilder.fixed(v, fixedLeft, fixedRight) }

    @inline(__always) private func fixedY(_ v: Double) -> Int32 { EdgeBuilder.fixed(v, fixedTop, fixedBottom) }

    /// `v · 256` rounded half up, clamped to `lo … hi` (whole numbers within ±2^31). Rounding by an offset
    /// conversion keeps libm's `round` out of the loop (x86-64's baseline has no rounding instruction).
    @inline(__always) static func fixed(_ v: Double, _ lo: Double, _ hi: Double) -> Int32 {
        let f = v * 256
        let c = f < lo ? lo : (f > hi ? hi : f)  // NaN cannot reach here: subpaths with NaN are skipped
        let offset = 4_294_967_296.0
        return Int32(truncatingIfNeeded: Int64(c + (0.5 + offset)) &- Int64(offset))
    }
}
