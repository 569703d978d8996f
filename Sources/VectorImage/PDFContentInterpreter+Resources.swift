// The operators that read the page's resources: colour spaces (cs CS, then sc scn SC SCN), the device
// colour shorthands (g G rg RG k K), graphics-state parameter dictionaries (gs: /CA /ca opacities, /LW /LC
// /LJ /ML /D stroke parameters; a soft mask or a blend mode other than Normal is refused) and XObjects
// (Do: a Form XObject runs inside q … Q with its /Matrix and clipped to its /BBox; an image is refused).
// ICC-based and calibrated spaces are taken as the device space with the same number of components.
import Graphics

extension PDFContentInterpreter {
    mutating func setColor(_ name: String, _ operands: [PDFObject]) throws(VectorImageError) {
        let numbers = operands.compactMap(\.number)
        let isStroke = name.first.map { $0.isUppercase } ?? false
        var paint = isStroke ? state.strokePaint : state.fill
        switch name.lowercased() {
        case "g": paint = .init(space: .gray); paint.set(numbers)
        case "rg": paint = .init(space: .rgb); paint.set(numbers)
        case "k": paint = .init(space: .cmyk); paint.set(numbers)
        case "cs":
            guard let spaceName = operands.last?.name else { throw file.failure("the operator \(name) needs a colour space name") }
            paint = .init(space: try colorSpace(named: spaceName))
            if paint.space == .cmyk { paint.set([0, 0, 0, 1]) }
        default:  // sc, scn
            if paint.space == .pattern || operands.last?.name != nil {
                paint.space = .pattern
            } else {
                guard numbers.count >= paint.space.components else {
                    throw file.failure("the operator \(name) needs \(paint.space.components) numbers, found \(numbers.count)")
                }
                paint.set(Array(numbers.suffix(paint.space.components)))
            }
        }
        if isStroke { state.strokePaint = paint } else { state.fill = paint }
    }

    /// A colour space by name: a device space, or one of the page's /ColorSpace resources.
    private func colorSpace(named name: String) throws(VectorImageError) -> PDFGraphicsState.Paint.Space {
        switch name {
        case "DeviceGray", "G", "CalGray": return .gray
        case "DeviceRGB", "RGB", "CalRGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .pattern
        default: break
        }
        guard let spaces = try file.value(resources, "ColorSpace")?.dictionary,
              let value = try file.value(spaces, name) else {
            throw file.failure("the colour space /\(name) is not in the page's resources")
        }
        return try colorSpace(value, name: name)
    }

    private func colorSpace(_ value: PDFObject, name: String) throws(VectorImageError) -> PDFGraphicsState.Paint.Space {
        if let simple = value.name { return try colorSpace(named: simple) }
        guard let items = value.array, let family = items.first?.name else {
            throw file.failure("the colour space /\(name) is \(value.kindDescription)")
        }
        switch family {
        case "CalGray": return .gray
        case "CalRGB": return .rgb
        case "ICCBased":
            guard items.count >= 2, let stream = try file.resolve(items[1]).dictionary,
                  let count = try file.value(stream, "N")?.number else {
                throw file.failure("the ICC-based colour space /\(name) has no /N")
            }
            switch Int(count) {
            case 1: return .gray
            case 3: return .rgb
            case 4: return .cmyk
            default: throw file.failure("the ICC-based colour space /\(name) has \(Int(count)) components")
            }
        case "Pattern": return .pattern
        default:
            throw file.failure("the colour space /\(name) is /\(family); only gray, RGB, CMYK and ICC-based spaces are drawn")
        }
    }

    mutating func applyExtGState(_ operand: PDFObject?) throws(VectorImageError) {
        guard let name = operand?.name else { throw file.failure("the operator gs needs a name") }
        guard let states = try file.value(resources, "ExtGState")?.dictionary,
              let parameters = try file.value(states, name)?.dictionary else {
            throw file.failure("the graphics state /\(name) is not in the page's resources")
        }
        if let alpha = try file.value(parameters, "ca")?.number { state.fillAlpha = min(max(alpha, 0), 1) }
        if let alpha = try file.value(parameters, "CA")?.number { state.strokeAlpha = min(max(alpha, 0), 1) }
        if let width = try file.value(parameters, "LW")?.number { state.style.lineWidth = max(0, width) }
        if let cap = try file.value(parameters, "LC")?.number {
            state.style.lineCap = [LineCap.butt, .round, .square][min(max(Int(cap), 0), 2)]
        }
        if let join = try file.value(parameters, "LJ")?.number {
            state.style.lineJoin = [LineJoin.miter, .round, .bevel][min(max(Int(join), 0), 2)]
        }
        if let limit = try file.value(parameters, "ML")?.number { state.style.miterLimit = max(1, limit) }
        if let dash = try file.value(parameters, "D")?.array, dash.count == 2 {
            state.style.dash = (try file.resolve(dash[0]).array ?? []).compactMap(\.number).map { max(0, $0) }
            state.style.dashPhase = try file.resolve(dash[1]).number ?? 0
        }
        if let mask = try file.value(parameters, "SMask"), mask.name != "None" {
            throw file.failure("the graphics state /\(name) sets a soft mask; soft masks are not drawn")
        }
        if let blend = try file.value(parameters, "BM") {
            let modes = blend.name.map { [$0] } ?? (blend.array ?? []).compactMap(\.name)
            if let mode = modes.first, mode != "Normal", mode != "Compatible" {
                throw file.failure("the graphics state /\(name) blends with /\(mode); only Normal blending is drawn")
            }
        }
    }

    mutating func drawXObject(_ operand: PDFObject?) throws(VectorImageError) {
        guard let name = operand?.name else { throw file.failure("the operator Do needs a name") }
        guard let objects = try file.value(resources, "XObject")?.dictionary, let entry = objects[name] else {
            throw file.failure("the XObject /\(name) is not in the page's resources")
        }
        let stream = try file.resolve(entry)
        guard let dictionary = stream.dictionary else { throw file.failure("the XObject /\(name) is \(stream.kindDescription)") }
        switch try file.value(dictionary, "Subtype")?.name {
        case "Form": break
        case "Image"?: throw file.failure("the page draws an image (XObject /\(name)); only vector paths are drawn")
        case let other: throw file.failure("the XObject /\(name) has the subtype /\(other ?? "none")")
        }
        guard formDepth < file.limits.maximumNesting, saved.count < file.limits.maximumNesting else {
            throw file.failure("Form XObjects nest deeper than \(file.limits.maximumNesting)")
        }
        let content = try file.decode(stream, name: "the Form XObject /\(name)")
        saved.append(state)
        let outerResources = resources, outerPath = path, outerClip = pendingClip
        formDepth += 1
        if let matrix = try file.value(dictionary, "Matrix")?.array {
            let m = try matrix.map { (item) throws(VectorImageError) in try file.resolve(item).number ?? 0 }
            if m.count == 6 {
                state.ctm = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
            }
        }
        if let box = try PDFPage.box(dictionary["BBox"], file: file) {
            state.clips.append(VectorDrawing.Clip(path: Path(box).applying(state.ctm.concatenating(page.toTopLeft)),
                                                  fillRule: .nonZero))
        }
        resources = try file.value(dictionary, "Resources")?.dictionary ?? outerResources
        path = Path()
        pendingClip = nil
        try execute(content)
        formDepth -= 1
        resources = outerResources
        path = outerPath
        pendingClip = outerClip
        if let restored = saved.popLast() { state = restored }
    }
}
