// A resolved view laid out, with helpers to find nodes, for the widget tests (over TestSupport's BoxServices).
import Graphics
import Layout
@testable import Views
@testable import Widgets

/// A resolved view laid out in a size, with helpers to find nodes.
struct Laid {
    var resolved: ResolvedView
    var layout: LayoutResult

    /// The combined layout + content dump.
    var dump: String { resolved.textDump(layout) }

    /// Laid-out nodes with their contents, pre-order.
    var nodes: [(node: LaidOutNode, content: ResolvedContent)] {
        layout.nodes.map { ($0, resolved.content(of: $0)) }
    }

    /// Every resolved shape with its frame, pre-order.
    var shapes: [(frame: Rect, shape: ResolvedShape)] {
        nodes.compactMap { entry in
            if case .shape(let shape) = entry.content { return (entry.node.frame, shape) }
            return nil
        }
    }

    /// Every text with its frame, pre-order.
    var texts: [(frame: Rect, text: ResolvedText)] {
        nodes.compactMap { entry in
            if case .text(let text) = entry.content { return (entry.node.frame, text) }
            return nil
        }
    }
}

/// Resolves `view` in `environment` and lays it out at `size`, scale 1.
func laidOut<V: View>(_ view: V, in size: Size = Size(width: 170, height: 170),
                      environment: EnvironmentValues = EnvironmentValues.ios18) throws -> Laid {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    let layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 1)
    return Laid(resolved: resolved, layout: layout)
}

/// Prepares `view` as a widget on `canvas`, resolves the scene's root and lays it out at the canvas size.
func laidOutWidget<V: View>(_ view: V, canvas: WidgetCanvas,
                            environment: EnvironmentValues = EnvironmentValues.ios18) throws -> (WidgetScene<V>, Laid) {
    let scene = try WidgetScene(view, canvas: canvas, environment: environment)
    let laid = try laidOut(scene.root, in: canvas.size, environment: scene.environment)
    return (scene, laid)
}

extension Laid {
    /// True when node `index` has an `.accentGroup` effect node among its ancestors (or is one).
    func isInAccentGroup(_ index: Int) -> Bool {
        var current: Int? = index
        while let at = current {
            if case .effect(.accentGroup) = resolved.content(of: layout.nodes[at]) { return true }
            current = layout.nodes[at].parent
        }
        return false
    }

    /// The index of the first node whose content description contains `text`.
    func index(of text: String) -> Int? {
        layout.nodes.firstIndex { resolved.content(of: $0).description.contains(text) }
    }

    /// How many nodes draw an `.accentGroup` effect.
    var accentGroupCount: Int {
        resolved.contents.filter { if case .effect(.accentGroup) = $0 { true } else { false } }.count
    }
}

extension ResolvedShape {
    /// The user shape behind a `.custom` geometry, if it is a `T`.
    func custom<T>(_ type: T.Type) -> T? {
        guard case .custom(let shape) = geometry.kind else { return nil }
        return shape.base as? T
    }
}

extension Laid {
    /// The shapes whose custom shape is a `T`, with their frames, pre-order.
    func customShapes<T>(_ type: T.Type) -> [(frame: Rect, shape: ResolvedShape, base: T)] {
        shapes.compactMap { entry in entry.shape.custom(T.self).map { (entry.frame, entry.shape, $0) } }
    }
}

/// The end point of a path's last segment.
func endPoint(of path: Path) -> Point? {
    for element in path.elements.reversed() {
        switch element {
        case .move(let p), .line(let p): return p
        case .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: continue
        }
    }
    return nil
}

/// The first point of a path.
func startPoint(of path: Path) -> Point? {
    if case .move(let p) = path.elements.first { return p }
    return nil
}

/// True when two points are within `tolerance`.
func close(_ a: Point?, _ b: Point, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
