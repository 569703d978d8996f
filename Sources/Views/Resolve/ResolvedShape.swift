import Graphics

/// A resolved shape to draw in its node's frame: its geometry and how it is painted.
///
/// ```swift
/// // Circle().trim(from: 0, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
/// ResolvedShape(geometry: ResolvedShapeGeometry(kind: .circle, trim: ShapeTrim(from: 0, to: 0.7)),
///               drawing: .stroke(.solid(green), StrokeStyle(lineWidth: 8, lineCap: .round)))
/// ```
public struct ResolvedShape: Sendable, CustomStringConvertible {
    /// Where the outline runs, relative to the node's frame.
    public var geometry: ResolvedShapeGeometry
    /// Fill or stroke, with the paint.
    public var drawing: ShapeDrawing

    /// Creates a resolved shape.
    public init(geometry: ResolvedShapeGeometry, drawing: ShapeDrawing) {
        self.geometry = geometry
        self.drawing = drawing
    }

    public var description: String { "\(geometry) \(drawing)" }
}

/// How a shape's outline is painted.
public enum ShapeDrawing: Hashable, Sendable, CustomStringConvertible {
    /// The inside of the outline, by `FillRule`.
    case fill(ResolvedPaint, FillRule)
    /// A line of `StrokeStyle` centred on the outline (`strokeBorder` is an inset of half the
    /// line width plus this stroke, see ``ResolvedShapeGeometry/inset``).
    case stroke(ResolvedPaint, StrokeStyle)

    /// The paint of the fill or the stroke.
    public var paint: ResolvedPaint {
        switch self {
        case .fill(let paint, _), .stroke(let paint, _): return paint
        }
    }

    public var description: String {
        switch self {
        case let .fill(paint, rule): return "fill \(paint)" + (rule == .evenOdd ? " evenOdd" : "")
        case let .stroke(paint, style):
            var text = "stroke \(paint) width \(formatNumber(style.lineWidth))"
            if style.lineCap != .butt { text += " cap \(style.lineCap)" }
            if style.lineJoin != .miter { text += " join \(style.lineJoin)" }
            if !style.dash.isEmpty { text += " dash \(style.dash.map(formatNumber))" }
            return text
        }
    }
}

/// The part of an outline kept by `trim(from:to:)`: fractions of its length (SwiftUI semantics).
public struct ShapeTrim: Hashable, Sendable {
    /// Start fraction, 0…1.
    public var from: Double
    /// End fraction, 0…1.
    public var to: Double

    /// Creates a trim.
    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }
}

/// The outline of a resolved shape, computed from the node's frame when Render draws it.
///
/// Order of operations: the frame is inset by ``inset``, the kind builds its outline in that rect,
/// then ``trim`` keeps a fraction of it. Closed shapes start and wind as SwiftUI's do (Graphics'
/// `Path+Shapes.swift`): a circle starts at 3 o'clock and runs clockwise on screen.
public struct ResolvedShapeGeometry: Sendable, CustomStringConvertible {
    /// Which outline.
    public var kind: ResolvedShapeKind
    /// Points removed from every edge of the frame first (`inset(by:)`, `strokeBorder`).
    public var inset: Double
    /// The fraction of the outline kept, or nil for all of it.
    public var trim: ShapeTrim?

    /// Creates a geometry.
    public init(kind: ResolvedShapeKind, inset: Double = 0, trim: ShapeTrim? = nil) {
        self.kind = kind
        self.inset = inset
        self.trim = trim
    }

    /// The outline for a node whose frame is `frame` (layout coordinates, points), in the same coordinates.
    public func path(in frame: Rect) -> Path {
        let rect = inset == 0 ? frame : frame.insetBy(dx: inset, dy: inset)
        guard rect.width >= 0, rect.height >= 0 else { return Path() }
        let outline = kind.path(in: rect)
        guard let trim else { return outline }
        return outline.trimmedPath(from: trim.from, to: trim.to)
    }

    public var description: String {
        var text = kind.description
        if inset != 0 { text += " inset \(formatNumber(inset))" }
        if let trim { text += " trim \(formatNumber(trim.from))…\(formatNumber(trim.to))" }
        return text
    }
}

/// The closed set of outlines Render draws.
public enum ResolvedShapeKind: Sendable, CustomStringConvertible {
    /// The whole rect (`Rectangle`, `clipped()`, `background(_ style:)`).
    case rectangle
    /// A rounded rect with corners of `cornerSize` (`RoundedRectangle`, `cornerRadius(_:)`).
    case roundedRectangle(cornerSize: Size, style: RoundedCornerStyle)
    /// The largest circle centred in the rect (`Circle`).
    case circle
    /// The ellipse inscribed in the rect (`Ellipse`).
    case ellipse
    /// A rounded rect whose radius is half the shorter side (`Capsule`).
    case capsule
    /// `ContainerRelativeShape`: the container's shape inset to this frame, concentric:
    /// `r = max(0, R − inset)` where `inset` is the frame's smallest distance to the container's edges.
    case containerRelative(ContainerShapeGeometry)
    /// A `Path` in the view's own coordinates (origin at the frame's top-left corner).
    case path(Path)
    /// A user `Shape`: `path(in:)` called with the rect at the origin, then moved to the frame.
    case custom(AnyShape)

    /// The outline in `rect` (layout coordinates).
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle:
            return Path(rect)
        case let .roundedRectangle(cornerSize, style):
            return Path(roundedRect: rect, cornerSize: cornerSize, style: style)
        case .circle:
            return Path(circleIn: rect)
        case .ellipse:
            return Path(ellipseIn: rect)
        case .capsule:
            return Path(capsuleIn: rect)
        case .containerRelative(let container):
            return container.path(concentricWith: rect)
        case .path(let path):
            return path.offsetBy(dx: rect.minX, dy: rect.minY)
        case .custom(let shape):
            return shape.path(in: Rect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        }
    }

    public var description: String {
        switch self {
        case .rectangle: return "rectangle"
        case let .roundedRectangle(size, style):
            let radius = size.width == size.height ? formatNumber(size.width) : size.description
            return "roundedRectangle(\(radius), \(style))"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .capsule: return "capsule"
        case .containerRelative(let container): return "containerRelative(\(container))"
        case .path(let path): return "path(\(path.elements.count) elements)"
        case .custom(let shape): return "custom(\(shape.typeName))"
        }
    }
}

/// The shape of the container a `ContainerRelativeShape` is concentric with: set by the widget layer
/// through ``EnvironmentValues/containerShape``.
public struct ContainerShapeGeometry: Hashable, Sendable, CustomStringConvertible {
    /// The container's frame in layout coordinates (the space of `LayoutResult` frames).
    public var frame: Rect
    /// The container's corner radius (`.infinity` for a circle or capsule).
    public var cornerRadius: Double
    /// The container's corner style.
    public var style: RoundedCornerStyle

    /// Creates a container shape.
    public init(frame: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// The radius concentric with the container for a view at `rect`: `max(0, R − inset)`, where
    /// `inset` is the smallest distance from `rect` to the container's edges (0 when it overflows).
    /// Our choice for uneven insets (WIDGETKIT.md §7 gives the uniform rule only).
    public func concentricRadius(for rect: Rect) -> Double {
        let inset = Swift.max(0, Swift.min(rect.minX - frame.minX, rect.minY - frame.minY,
                                           frame.maxX - rect.maxX, frame.maxY - rect.maxY))
        guard cornerRadius.isFinite else { return .infinity }
        return Swift.max(0, cornerRadius - inset)
    }

    /// The concentric rounded rect filling `rect`.
    public func path(concentricWith rect: Rect) -> Path {
        let radius = concentricRadius(for: rect)
        guard radius > 0 else { return Path(rect) }
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public var description: String {
        "R \(formatNumber(cornerRadius)) in \(frame)"
    }
}
