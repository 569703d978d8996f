// The "build" stage: a resolved view and its layout → a display list in device pixels.
//
// 1. Size the target: the layout container × display scale, rounded to whole pixels.
// 2. Walk the resolved view's draw steps (ResolvedView.drawSteps(in:): background secondaries before the
//    primary, overlay secondaries after, effects bracketing their subtree, zIndex ordering siblings,
//    nodes the layout did not place skipped).
// 3. Draw each node's content in its SNAPPED frame (LayoutResult.pixelFrame, LAYOUT.md §13): paints,
//    shapes (trim, then stroke to an outline in device pixels), text (laid out again at the node's
//    placed proposal), images (decoded once by the resources).
// 4. Effects change what follows until their end: opacity multiplies each leaf's alpha (SwiftUI applies
//    an ancestor's opacity to every leaf separately unless a compositingGroup() intervenes — Apple's
//    compositingGroup() documentation), clips push a clip, rotation and scale compose a transform that
//    every later path, glyph and image goes through, compositing groups / colour filters / masks draw
//    into layers, blur and shadow into effect layers, and the accent marker tags commands with the
//    accent group.
import Drawing
import Graphics
import Layout
import Raster
import Typography
import Views

/// Turns a ``ResolvedView`` laid out as a `LayoutResult` into a ``DisplayList``.
///
/// ```swift
/// let builder = DisplayListBuilder(resources: resources)
/// let list = try builder.build(resolved, layout: layout)
/// print(list.textDump())
/// ```
public struct DisplayListBuilder: Sendable {
    /// Fonts, text engine and decoded images.
    public var resources: RenderResources
    /// The canvas and path-element limits (the rest of the budget is the executor's).
    public var budget: RenderBudget

    /// Creates a builder.
    public init(resources: RenderResources, budget: RenderBudget = .default) {
        self.resources = resources
        self.budget = budget
    }

    /// The display list of `view` laid out as `layout` (whose frames are in points at `layout.displayScale`).
    public func build(_ view: ResolvedView, layout: LayoutResult) throws(RenderError) -> DisplayList {
        // Step 1.
        let scale = layout.displayScale
        let width = Self.pixels(layout.containerSize.width * scale)
        let height = Self.pixels(layout.containerSize.height * scale)
        do { try budget.checkCanvas(pixelWidth: width, pixelHeight: height) } catch { throw RenderError(.build, error) }
        var walk = BuildWalk(view: view, layout: layout, resources: resources,
                             list: DisplayList(pixelWidth: width, pixelHeight: height))
        // Step 2.
        for step in view.drawSteps(in: layout) {
            switch step {
            case .draw(let index):
                guard let node = walk.node(index) else { continue }
                walk.drawingNode = index
                do { try walk.draw(view.content(of: node), of: node) } catch { throw RenderError(.build, error) }  // step 3
                walk.drawingNode = nil
            case .beginEffect(let index):
                guard let node = walk.node(index), case .effect(let effect) = view.content(of: node) else { continue }
                walk.begin(effect, of: node)                             // step 4
            case .beginMask(let index):
                walk.beginMask(index)
            case .endEffect(let index):
                walk.end(index)
            }
            // Bounded as it grows: strokes and dashes can make one shape's outline large.
            if walk.pathElements > budget.maximumPathElements {
                throw RenderError(.build, budget.pathElementsError(walk.pathElements))
            }
        }
        walk.closeAll()
        return walk.list
    }

    /// A non-negative whole number of pixels.
    static func pixels(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value, Double(Pixmap.maximumSide)).rounded())
    }
}

/// The state of one build: the list so far and the effects in force.
struct BuildWalk {
    let view: ResolvedView
    let layout: LayoutResult
    let resources: RenderResources
    var list: DisplayList
    /// Device pixels per point.
    var scale: Double { layout.displayScale }
    /// Maps untransformed device pixels to the target's (rotation and scale effects in force).
    var transform = AffineTransform.identity
    /// The product of the opacity effects since the innermost layer.
    var opacity = 1.0
    /// The accent group of what is drawn now.
    var group = AccentGroup.default
    /// The layout node whose content is drawn now (nil while effects open and close): tags each command.
    var drawingNode: Int?
    /// Open effects, innermost last: what ending each must do, in order.
    var open: [[Closer]] = []
    /// Effect layers (blur, shadow) open now.
    var effectLayerDepth = 0
    /// Path elements emitted so far (fills and clips), for the budget.
    var pathElements = 0
    /// The most effect layers open at once: each holds a full-size pixmap, so hostile nesting is bounded [C].
    static let maximumEffectLayerDepth = 4

    /// What ending an effect does, in order.
    enum Closer {
        case popClip
        case popLayer
        case applyFilter(ColorMatrix)
        case popEffectLayer
        case restore(transform: AffineTransform, opacity: Double, group: AccentGroup)
    }

    init(view: ResolvedView, layout: LayoutResult, resources: RenderResources, list: DisplayList) {
        self.view = view
        self.layout = layout
        self.resources = resources
        self.list = list
    }

    /// The laid-out node at `index`, if the layout has it.
    func node(_ index: Int) -> LaidOutNode? {
        layout.nodes.indices.contains(index) ? layout.nodes[index] : nil
    }

    /// Appends a command in the current accent group.
    mutating func emit(_ command: DisplayCommand) {
        switch command {
        case .fill(let path, _, _), .pushClip(let path, _): pathElements += path.elements.count
        default: break
        }
        list.append(command, accentGroup: group, node: drawingNode)
    }

    /// Step 3: a node's own content.
    mutating func draw(_ content: ResolvedContent, of node: LaidOutNode) throws(RenderError.Reason) {
        guard opacity > 0 else { return }
        switch content {
        case .none, .effect:
            return
        case .paint(let paint):
            guard !paint.isInvisible, !node.pixelFrame.isEmpty else { return }
            emit(.fill(Path(node.pixelFrame).applying(transform), mapped(paint, in: node), .nonZero))
        case .shape(let shape):
            try drawShape(shape, of: node)
        case .text(let text):
            try drawText(text, of: node)
        case .image(let image):
            drawImage(image, of: node)
        }
    }

    /// A resolved paint over a node's pixel frame, with the effects in force.
    func mapped(_ paint: ResolvedPaint, in node: LaidOutNode) -> Paint {
        PaintMapping.paint(paint, frame: node.pixelFrame, scale: scale, transform: transform, opacity: opacity)
    }
}
