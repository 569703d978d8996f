// The "execute" stage: a display list → pixels through Raster's Canvas (premultiplied RGBA8, source-over
// unless a layer says otherwise), glyphs through Typography's glyph mask cache.
import Graphics
import Raster
import Typography

/// Draws a ``DisplayList`` into a ``Pixmap``.
///
/// ```swift
/// let pixmap = try DisplayListExecutor(resources: resources).execute(list)
/// let png = try PNGEncoder.encode(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA())
/// ```
///
/// Commands that cannot change a pixel (fully transparent solid paints) are skipped; clips and layers
/// limit every draw to the pixels they cover.
public struct DisplayListExecutor: Sendable {
    /// Fonts and the glyph mask cache.
    public var resources: RenderResources

    /// Creates an executor.
    public init(resources: RenderResources) {
        self.resources = resources
    }

    /// A transparent pixmap of the list's size with the list drawn into it.
    public func execute(_ list: DisplayList) throws(RenderError) -> Pixmap {
        guard let blank = Pixmap(width: list.pixelWidth, height: list.pixelHeight) else {
            throw .invalidSize(pixelWidth: list.pixelWidth, pixelHeight: list.pixelHeight)
        }
        // Consumed, so the canvas owns the only reference and draws without copying the pixels.
        var canvas = Canvas(pixmap: consume blank)
        draw(list, on: &canvas)
        return canvas.pixmap
    }

    /// `pixmap` with the list drawn over it.
    public func execute(_ list: DisplayList, onto pixmap: Pixmap) -> Pixmap {
        var canvas = Canvas(pixmap: pixmap)
        draw(list, on: &canvas)
        return canvas.pixmap
    }

    /// Draws every command, then closes any clip or layer left open so every layer reaches the pixels.
    public func draw(_ list: DisplayList, on canvas: inout Canvas) {
        for item in list.items {
            execute(item.command, on: &canvas)
        }
        while canvas.stackDepth > 0 {
            canvas.popLayer()
            canvas.popClip()
        }
    }

    /// Draws one command.
    func execute(_ command: DisplayCommand, on canvas: inout Canvas) {
        switch command {
        case let .fill(path, paint, rule):
            if case .solid(let color) = paint, !(color.alpha > 0) { return }
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
