// A vector image ready to draw: its natural size in points and its filled shapes in a top-left-origin
// space of points, each with its colour (opacity folded in), fill rule and the clip paths in force. Strokes
// are already outlined (Graphics' stroker), so a renderer only fills. Made from a PDF page (PDFPage) here;
// the renderer scales it to the display's pixels, which keeps edges sharp at every scale.
import FileAccess
import Graphics

/// A vector image as filled shapes in points.
///
/// ```swift
/// let drawing = try VectorDrawing(pdfContentsOf: "Logo.imageset/logo.pdf")
/// drawing.size        // Size(width: 24, height: 24)
/// drawing.shapes.count
/// ```
public struct VectorDrawing: Sendable {
    /// One clip path: drawing is limited to its inside.
    public struct Clip: Hashable, Sendable {
        /// The outline, in points from the top left.
        public var path: Path
        /// Non-zero or even-odd.
        public var fillRule: FillRule
    }

    /// One filled shape.
    public struct Shape: Sendable {
        /// The outline, in points from the top left.
        public var path: Path
        /// The fill colour, opacity folded in.
        public var color: RGBAColor
        /// Non-zero or even-odd.
        public var fillRule: FillRule
        /// The clips in force, outermost first.
        public var clips: [Clip]
    }

    /// The natural size in points (the page's crop box).
    public var size: Size
    /// The shapes, in drawing order.
    public var shapes: [Shape]

    /// A drawing of `size` with `shapes`.
    public init(size: Size, shapes: [Shape]) {
        self.size = size
        self.shapes = shapes
    }

    /// Reads the first page of the PDF file at `path` (inside `folder` when given, FileAccess's Confinement).
    ///
    /// Throws a ``VectorImageError`` naming the file for a file that is not a PDF, a broken object, a
    /// filter other than /FlateDecode, or content outside what icons hold: text, images, shadings and
    /// patterns, soft masks, transparency groups that blend.
    public init(pdfContentsOf path: String, insideFolder folder: String? = nil,
                limits: PDFLimits = PDFLimits()) throws(VectorImageError) {
        let bytes: [UInt8]
        do {
            bytes = try Confinement.readAll(path, inside: folder, limit: limits.maximumFileBytes)
        } catch {
            throw VectorImageError(path: path, "\(error)")
        }
        try self.init(pdfBytes: bytes, path: path, limits: limits)
    }

    /// Reads the first page of a PDF held in memory; `path` names it in errors.
    public init(pdfBytes bytes: [UInt8], path: String, limits: PDFLimits = PDFLimits()) throws(VectorImageError) {
        var file = try PDFFile(path: path, bytes: bytes, limits: limits)
        let page = try PDFPage.first(in: file)
        var interpreter = PDFContentInterpreter(file: file, page: page)
        try interpreter.run()
        file = interpreter.file
        self.init(size: page.size, shapes: interpreter.shapes)
    }
}
