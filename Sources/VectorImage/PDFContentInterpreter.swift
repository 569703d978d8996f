// The content-stream interpreter (ISO 32000-1 §8 "Graphics", operator summary in Annex A) for what icon
// PDFs hold: the graphics state (q Q cm w J j M d gs), path construction (m l c v y h re), painting
// (f F f* S s B B* b b* n), clipping (W W*), colour (g G rg RG k K cs CS sc scn SC SCN) and Form XObjects
// (Do). Each painted path becomes filled shapes in points from the top left: fills as they are, strokes
// outlined by Graphics' stroker in user space (so a non-uniform CTM widens them as PDF does) and then
// mapped. Text, images, inline images, shadings and patterns are refused with the operator named, never
// skipped, so a drawing is never silently incomplete. Marked content (BMC BDC EMC MP DP), compatibility
// sections (BX EX), rendering intent (ri) and flatness (i) do not change the pixels and are ignored.
import Graphics

struct PDFContentInterpreter {
    var file: PDFFile
    let page: PDFPage
    private(set) var shapes: [VectorDrawing.Shape] = []
    var state = PDFGraphicsState()
    var saved: [PDFGraphicsState] = []
    var resources: [String: PDFObject]
    var path = Path()
    var pendingClip: FillRule?
    var operatorCount = 0
    var pathElementCount = 0
    var formDepth = 0

    init(file: PDFFile, page: PDFPage) {
        self.file = file
        self.page = page
        self.resources = page.resources
    }

    /// Runs the page's content streams (one stream, or an array of them joined by white space).
    mutating func run() throws(VectorImageError) {
        var bytes: [UInt8] = []
        switch try file.value(page.dictionary, "Contents") {
        case nil: return
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                bytes += try file.decode(try file.resolve(item), name: "content stream \(index + 1) of the page")
                bytes.append(0x0A)
            }
        case let stream?: bytes = try file.decode(stream, name: "the page's content stream")
        }
        try execute(bytes)
    }

    /// Executes one content stream.
    mutating func execute(_ bytes: [UInt8]) throws(VectorImageError) {
        var lexer = PDFLexer(bytes: bytes)
        var operands: [PDFObject] = []
        let baseDepth = saved.count
        while true {
            let token: PDFLexer.Token?
            do { token = try lexer.next() } catch { throw file.failure("content stream, byte \(error.offset): \(error.reason)") }
            guard let token else { break }
            guard case .keyword(let name) = token else {
                do { operands.append(try lexer.object(startingWith: token, depth: 0)) } catch {
                    throw file.failure("content stream, byte \(error.offset): \(error.reason)")
                }
                guard operands.count <= 64 else { throw file.failure("more than 64 operands before an operator") }
                continue
            }
            operatorCount += 1
            guard operatorCount <= file.limits.maximumOperators else {
                throw file.failure("its content runs more than \(file.limits.maximumOperators) operators")
            }
            try perform(name, operands)
            operands.removeAll(keepingCapacity: true)
        }
        // A stream that leaves states saved is closed here (readers restore them at its end).
        while saved.count > baseDepth { state = saved.removeLast() }
    }

    private mutating func perform(_ name: String, _ operands: [PDFObject]) throws(VectorImageError) {
        let numbers = operands.compactMap(\.number)
        func need(_ count: Int) throws(VectorImageError) -> [Double] {
            guard numbers.count >= count, operands.count >= count else {
                throw file.failure("the operator \(name) needs \(count) numbers, found \(operands.count) operands")
            }
            return Array(numbers.suffix(count))
        }
        switch name {
        case "q":
            guard saved.count < file.limits.maximumNesting else {
                throw file.failure("q nests deeper than \(file.limits.maximumNesting)")
            }
            saved.append(state)
        case "Q": if let last = saved.popLast() { state = last }
        case "cm":
            let m = try need(6)
            state.ctm = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
        case "m": let p = try need(2); path.move(to: Point(p[0], p[1])); try countElements(1)
        case "l": let p = try need(2); path.addLine(to: Point(p[0], p[1])); try countElements(1)
        case "c":
            let p = try need(6)
            path.addCurve(to: Point(p[4], p[5]), control1: Point(p[0], p[1]), control2: Point(p[2], p[3]))
            try countElements(1)
        case "v":
            let p = try need(4)
            let current = path.currentPoint ?? Point(p[0], p[1])
            path.addCurve(to: Point(p[2], p[3]), control1: current, control2: Point(p[0], p[1]))
            try countElements(1)
        case "y":
            let p = try need(4)
            path.addCurve(to: Point(p[2], p[3]), control1: Point(p[0], p[1]), control2: Point(p[2], p[3]))
            try countElements(1)
        case "h": path.closeSubpath()
        case "re":
            let r = try need(4)
            path.move(to: Point(r[0], r[1]))
            path.addLine(to: Point(r[0] + r[2], r[1]))
            path.addLine(to: Point(r[0] + r[2], r[1] + r[3]))
            path.addLine(to: Point(r[0], r[1] + r[3]))
            path.closeSubpath()
            try countElements(5)
        case "f", "F": try paint(fill: .nonZero, stroke: false, close: false)
        case "f*": try paint(fill: .evenOdd, stroke: false, close: false)
        case "S": try paint(fill: nil, stroke: true, close: false)
        case "s": try paint(fill: nil, stroke: true, close: true)
        case "B": try paint(fill: .nonZero, stroke: true, close: false)
        case "B*": try paint(fill: .evenOdd, stroke: true, close: false)
        case "b": try paint(fill: .nonZero, stroke: true, close: true)
        case "b*": try paint(fill: .evenOdd, stroke: true, close: true)
        case "n": try paint(fill: nil, stroke: false, close: false)
        case "W": pendingClip = .nonZero
        case "W*": pendingClip = .evenOdd
        case "w": state.style.lineWidth = max(0, try need(1)[0])
        case "J": state.style.lineCap = [LineCap.butt, .round, .square][min(max(Int(try need(1)[0]), 0), 2)]
        case "j": state.style.lineJoin = [LineJoin.miter, .round, .bevel][min(max(Int(try need(1)[0]), 0), 2)]
        case "M": state.style.miterLimit = max(1, try need(1)[0])
        case "d": try setDash(operands)
        case "gs": try applyExtGState(operands.last)
        case "g", "G", "rg", "RG", "k", "K", "cs", "CS", "sc", "scn", "SC", "SCN":
            try setColor(name, operands)
        case "Do": try drawXObject(operands.last)
        case "BMC", "BDC", "EMC", "MP", "DP", "BX", "EX", "ri", "i", "d0", "d1": break
        case "BT", "ET", "Tj", "TJ", "'", "\"", "Tf", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts":
            throw file.failure("the page draws text (operator \(name)); convert the text to outlines before exporting the PDF")
        case "BI", "ID", "EI":
            throw file.failure("the page holds an inline image (operator \(name)); only vector paths are drawn")
        case "sh":
            throw file.failure("the page paints a shading (operator sh, a gradient); only solid colours are drawn")
        default:
            throw file.failure("unknown content operator \"\(name.prefix(20))\"")
        }
    }

    private mutating func countElements(_ count: Int) throws(VectorImageError) {
        pathElementCount += count
        guard pathElementCount <= file.limits.maximumPathElements else {
            throw file.failure("its paths have more than \(file.limits.maximumPathElements) elements")
        }
    }

    /// Paints the current path (fill, then stroke), applies a pending clip, and starts a new path.
    private mutating func paint(fill rule: FillRule?, stroke: Bool, close: Bool) throws(VectorImageError) {
        if close { path.closeSubpath() }
        let map = state.ctm.concatenating(page.toTopLeft)
        if let rule, !path.isEmpty {
            try requireSolid(state.fill)
            append(path.applying(map), color: state.fill.color.multipliedAlpha(state.fillAlpha), rule: rule)
        }
        if stroke, !path.isEmpty {
            try requireSolid(state.strokePaint)
            // The user-space width of about a quarter point where the width is 0 ("the thinnest line").
            let scale = max(abs(map.determinant).squareRoot(), 1e-9)
            var style = state.style
            if style.lineWidth == 0 { style.lineWidth = 0.25 / scale }
            let outline = path.strokedPath(style, tolerance: 0.02 / scale)
            append(outline.applying(map), color: state.strokePaint.color.multipliedAlpha(state.strokeAlpha), rule: .nonZero)
        }
        if let clip = pendingClip {
            state.clips.append(VectorDrawing.Clip(path: path.applying(map), fillRule: clip))
            pendingClip = nil
        }
        path = Path()
    }

    private mutating func append(_ outline: Path, color: RGBAColor, rule: FillRule) {
        guard color.alpha > 0 else { return }
        shapes.append(VectorDrawing.Shape(path: outline, color: color, fillRule: rule, clips: state.clips))
    }

    private func requireSolid(_ paint: PDFGraphicsState.Paint) throws(VectorImageError) {
        if paint.isPattern {
            throw file.failure("the page paints with a pattern (a gradient or tiling); only solid colours are drawn")
        }
    }

    private mutating func setDash(_ operands: [PDFObject]) throws(VectorImageError) {
        guard operands.count >= 2, let array = operands[operands.count - 2].array,
              let phase = operands[operands.count - 1].number else {
            throw file.failure("the operator d needs an array and a phase")
        }
        state.style.dash = array.compactMap(\.number).map { max(0, $0) }
        state.style.dashPhase = phase
    }
}
