/// Paints a `BenchScene` through the public drawing API: Graphics paths and strokes filled by Raster's
/// `Canvas`, text laid out and drawn by Typography. Geometry is built in device pixels (points × scale), so
/// flattening and stroking work at device resolution, as the renderer's display list does.
///
/// Choices, made on purpose:
/// - **Hairlines.** An axis-aligned line at most one device pixel wide is drawn as SwiftUI draws `Divider`:
///   exactly one device pixel, on the pixel grid (its top edge rounded half up), at the line's colour.
///   large-widget's 1/3-pt dividers at @3x are centred on a pixel boundary; stroked exactly they would
///   spread over two rows at half strength (what Skia, Cairo and resvg draw); snapped they are one crisp row
///   (what Chromium and iOS draw). Every other line is stroked exactly, with butt caps.
/// - **Full rings.** An arc with |sweep| ≥ 360° is a closed circle stroked with no caps.
/// - **Text.** One line of Inter at exactly the size given (no SF size factor, no tracking; HarfBuzz kerning
///   on), baseline snapped to the pixel grid and pen positions to quarter pixels, as the renderer does.
import Graphics
import Raster

struct ScenePainter {
    let scene: BenchScene
    let text: SceneTextSetter

    /// A new transparent surface with every op painted; nil when the size is not a valid pixmap.
    /// As the renderer's executor does, a first op that is a fill is drawn as the new canvas's first fill
    /// (`Canvas(width:height:firstFill:…)`: each pixel stored once, same pixels).
    func render() -> Pixmap? {
        var ops = scene.ops[...]
        var canvas: Canvas
        if let first = ops.first, let (path, paint) = roundedRectFill(first) {
            guard let born = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, firstFill: path, paint: paint)
            else { return nil }
            canvas = born
            ops = ops.dropFirst()
        } else {
            guard let pixmap = Pixmap(width: scene.pixelWidth, height: scene.pixelHeight) else { return nil }
            canvas = Canvas(pixmap: pixmap)
        }
        for op in ops { draw(op, on: &canvas) }
        return canvas.materializedPixmap()
    }

    /// The device path and paint of a rounded-rectangle op; nil for other ops.
    func roundedRectFill(_ op: SceneOp) -> (Path, Paint)? {
        guard case let .roundedRect(rect, radius, fill, gradient) = op else { return nil }
        let s = scene.scale
        let device = Rect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
        let path = radius > 0 ? Path(roundedRect: device, cornerRadius: radius * s, style: .circular) : Path(device)
        var paint = Paint.solid(fill)
        if let gradient, let stops = GradientStops(gradient.stops) {
            paint = .linearGradient(stops, start: Point(x: gradient.start.x * s, y: gradient.start.y * s),
                                    end: Point(x: gradient.end.x * s, y: gradient.end.y * s))
        }
        return (path, paint)
    }

    func draw(_ op: SceneOp, on canvas: inout Canvas) {
        let s = scene.scale
        switch op {
        case .roundedRect:
            if let (path, paint) = roundedRectFill(op) { canvas.fill(path, paint: paint) }
        case let .circle(center, radius, fill):
            let r = radius * s
            canvas.fill(Path(ellipseIn: Rect(x: center.x * s - r, y: center.y * s - r, width: 2 * r, height: 2 * r)),
                        paint: .solid(fill))
        case let .arc(center, radius, startDegrees, sweepDegrees, width, cap, color):
            let c = Point(x: center.x * s, y: center.y * s), r = radius * s
            var path = Path()
            if abs(sweepDegrees) >= 360 {
                path.addEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            } else {
                // Positive sweep turns clockwise on screen: increasing angle, `clockwise: false` (y-up naming).
                path.addArc(center: c, radius: r, startAngle: .degrees(startDegrees),
                            endAngle: .degrees(startDegrees + sweepDegrees), clockwise: sweepDegrees < 0)
            }
            canvas.fill(path.strokedPath(StrokeStyle(lineWidth: width * s, lineCap: cap)), paint: .solid(color))
        case let .line(from, to, width, color):
            let a = Point(x: from.x * s, y: from.y * s), b = Point(x: to.x * s, y: to.y * s), w = width * s
            if let hairline = Self.hairline(from: a, to: b, width: w) {
                canvas.fill(Path(hairline), paint: .solid(color))
            } else {
                let segment = Path { p in p.move(to: a); p.addLine(to: b) }
                canvas.fill(segment.strokedPath(StrokeStyle(lineWidth: w, lineCap: .butt)), paint: .solid(color))
            }
        case let .text(string, origin, size, weight, color):
            text.draw(string, baselineOrigin: origin, size: size, weight: weight, color: color, scale: s, on: &canvas)
        }
    }

    /// The one-device-pixel rectangle a thin axis-aligned line snaps to (device pixels), or nil when the line
    /// is thicker than a pixel or slanted.
    static func hairline(from a: Point, to b: Point, width: Double) -> Rect? {
        guard width > 0, width <= 1 + 1e-9 else { return nil }
        if a.y == b.y {
            let top = (a.y - width / 2 + 0.5).rounded(.down)
            return Rect(x: min(a.x, b.x), y: top, width: abs(b.x - a.x), height: 1)
        }
        if a.x == b.x {
            let left = (a.x - width / 2 + 0.5).rounded(.down)
            return Rect(x: left, y: min(a.y, b.y), width: 1, height: abs(b.y - a.y))
        }
        return nil
    }
}
