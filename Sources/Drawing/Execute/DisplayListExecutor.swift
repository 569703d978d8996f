// The "execute" stage: a display list → pixels through Raster's Canvas (premultiplied RGBA8, source-over
// unless a layer says otherwise), glyphs through Typography's glyph mask cache.
import Graphics
import Raster
import Typography

/// Draws a ``DisplayList`` into a ``Pixmap``.
///
/// ```swift
/// let pixmap = try DisplayListExecutor(fonts: registry, glyphCache: GlyphCache()).execute(list)
/// let png = try PNGEncoder.encode(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA())
/// ```
///
/// Commands that cannot change a pixel (fully transparent solid paints) are skipped; clips and layers
/// limit every draw to the pixels they cover.
public struct DisplayListExecutor: Sendable {
    /// The fonts glyph runs are set in.
    public var fonts: FontRegistry
    /// Rasterized glyph coverage masks, shared between renders.
    public var glyphCache: GlyphCache
    /// The work and offscreen-memory limits checked before drawing.
    public var budget: RenderBudget

    /// Creates an executor drawing glyphs of `fonts` through `glyphCache`.
    public init(fonts: FontRegistry, glyphCache: GlyphCache, budget: RenderBudget = .default) {
        self.fonts = fonts
        self.glyphCache = glyphCache
        self.budget = budget
    }

    /// A transparent pixmap of the list's size with the list drawn into it; throws, before drawing
    /// anything, when the list costs more than ``budget``.
    public func execute(_ list: DisplayList) throws(DrawingError) -> Pixmap {
        try budget.checkCanvas(pixelWidth: list.pixelWidth, pixelHeight: list.pixelHeight)
        try budget.check(DisplayListCost(list))
        // A first fill (usually the opaque background) is drawn as the new canvas is made: each pixel is stored
        // once instead of cleared and then filled (same pixels).
        if let first = Self.firstFill(list.items),
           var canvas = Canvas(width: list.pixelWidth, height: list.pixelHeight, firstFill: first.path,
                               paint: first.paint, fillRule: first.rule) {
            draw(list, from: first.next, on: &canvas)
            // Background rows no command touched are stored now, in place.
            return canvas.materializedPixmap()
        }
        guard let blank = Pixmap(width: list.pixelWidth, height: list.pixelHeight) else {
            throw .invalidSize(pixelWidth: list.pixelWidth, pixelHeight: list.pixelHeight)
        }
        // Consumed, so the canvas owns the only reference and draws without copying the pixels.
        var canvas = Canvas(pixmap: consume blank)
        draw(list, on: &canvas)
        return canvas.pixmap
    }

    /// The list's first command when it is a fill (folded with the fills of the same rectangle after it, as
    /// `draw` folds them), and the index of the first item left to draw.
    static func firstFill(_ items: [DisplayItem]) -> (path: Path, paint: Paint, rule: FillRule, next: Int)? {
        guard let first = items.first, case let .fill(path, paint, rule) = first.command else { return nil }
        if Self.drawsNothing(paint) { return nil }
        if let fold = SolidRectFold.fold(items, from: 0) { return (fold.path, .solid(fold.color), .nonZero, fold.next) }
        return (path, paint, rule, 1)
    }

    /// `pixmap` with the list drawn over it.
    public func execute(_ list: DisplayList, onto pixmap: Pixmap) -> Pixmap {
        var canvas = Canvas(pixmap: pixmap)
        draw(list, on: &canvas)
        return canvas.pixmap
    }

    /// Draws every command, then closes any clip, layer or effect layer left open.
    public func draw(_ list: DisplayList, on canvas: inout Canvas) {
        draw(list, from: 0, on: &canvas)
    }

    /// Draws the commands from `items[start]` on (the ones before are drawn already, at the top level).
    func draw(_ list: DisplayList, from start: Int, on canvas: inout Canvas) {
        // Canvases suspended by effect layers, outermost first, with the effect that ends each.
        var suspended: [(canvas: Canvas, effect: LayerEffect?, opacity: Double)] = []
        let items = list.items
        var index = start
        while index < items.count {
            let item = items[index]
            index += 1
            switch item.command {
            case let .pushEffectLayer(effect, opacity):
                guard let blank = Pixmap(width: canvas.width, height: canvas.height) else {
                    suspended.append((Canvas(pixmap: canvas.pixmap), nil, opacity))
                    continue
                }
                suspended.append((canvas, effect, opacity))
                canvas = Canvas(pixmap: consume blank)
            case .popEffectLayer:
                guard let outer = suspended.popLast() else { continue }
                finish(&canvas, into: outer)
            default:
                if suspended.isEmpty, canvas.stackDepth == 0, let fold = SolidRectFold.fold(items, from: index - 1) {
                    canvas.fill(fold.path, paint: .solid(fold.color))
                    index = fold.next
                    continue
                }
                execute(item.command, on: &canvas)
            }
        }
        while let outer = suspended.popLast() { finish(&canvas, into: outer) }
        Self.closeStack(&canvas)
    }

    /// Ends an effect layer: closes what is open in it, then composites its pixels into the outer canvas.
    private func finish(_ canvas: inout Canvas, into outer: (canvas: Canvas, effect: LayerEffect?, opacity: Double)) {
        guard let effect = outer.effect else { return }
        Self.closeStack(&canvas)
        let content = canvas.pixmap
        canvas = outer.canvas
        Self.composite(content, through: effect, opacity: outer.opacity, on: &canvas)
    }

    /// Pops every clip and layer still pushed, so every layer reaches the pixels.
    static func closeStack(_ canvas: inout Canvas) {
        while canvas.stackDepth > 0 {
            canvas.popLayer()
            canvas.popClip()
        }
    }

    /// True for a solid paint that is fully transparent (or whose alpha is not a number): a fill with it is skipped.
    static func drawsNothing(_ paint: Paint) -> Bool {
        if case .solid(let color) = paint, !(color.alpha > 0) { return true }
        return false
    }

    /// Draws one command.
    func execute(_ command: DisplayCommand, on canvas: inout Canvas) {
        switch command {
        case let .fill(path, paint, rule):
            if Self.drawsNothing(paint) { return }
            canvas.fill(path, paint: paint, fillRule: rule)
        case .glyphs(let run):
            drawGlyphs(run, on: &canvas)
        case .image(let image):
            drawImage(image, on: &canvas)
        case let .pushClip(path, rule):
            canvas.pushClip(path, fillRule: rule)
        case .popClip:
            canvas.popClip()
        case let .pushLayer(opacity, blendMode):
            canvas.pushLayer(opacity: opacity, blendMode: blendMode)
        case .popLayer:
            canvas.popLayer()
        case .applyFilter(let matrix):
            canvas.apply(matrix)
        case .pushEffectLayer, .popEffectLayer:
            break  // handled by draw(_:on:), which owns the canvas stack
        }
    }

    /// An image in its colours, or (template) its alpha filled with the template paint in a layer.
    func drawImage(_ image: ImageCommand, on canvas: inout Canvas) {
        let outline = image.outline
        guard let template = image.templatePaint else {
            canvas.fill(outline, paint: .image(ImagePaint(image: image.image, transform: image.transform,
                                                          opacity: image.opacity)))
            return
        }
        canvas.pushLayer(opacity: image.opacity)
        canvas.fill(outline, paint: .image(ImagePaint(image: image.image, transform: image.transform)))
        let bounds = outline.bounds.insetBy(dx: -1, dy: -1)
        canvas.fill(Path(bounds), paint: template, blendMode: .sourceIn)
        canvas.popLayer()
    }
}
