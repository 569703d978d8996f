// The errors of reading a vector image: each names the file and, where there is one, the PDF object or
// content operator at fault, so an icon we cannot draw is one clear line saying what is out of scope.

/// Why a vector image file could not be read or drawn.
///
/// ```swift
/// do { _ = try VectorDrawing(pdfContentsOf: "logo.pdf") } catch { print(error) }
/// // "logo.pdf: the page draws text (operator Tj); outline the text before exporting the PDF"
/// ```
public struct VectorImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var path: String
    /// What is wrong, in plain words.
    public var reason: String

    /// Creates an error.
    public init(path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    /// One line: the file, then the cause.
    public var description: String { "\(path): \(reason)" }
}

/// Bounds on what reading and drawing one PDF may cost, so a hostile file is an error, not a hang or a
/// huge allocation (docs/limits.md "Vector images").
///
/// ```swift
/// let drawing = try VectorDrawing(pdfContentsOf: path, limits: PDFLimits(maximumOperators: 10_000))
/// ```
public struct PDFLimits: Hashable, Sendable {
    /// The largest file read, in bytes.
    public var maximumFileBytes: Int
    /// The most objects the file may define.
    public var maximumObjects: Int
    /// The most bytes all decoded streams may total.
    public var maximumDecodedBytes: Int
    /// The most content operators executed (Form XObjects included).
    public var maximumOperators: Int
    /// The deepest nesting of `q` and of Form XObjects drawn inside one another.
    public var maximumNesting: Int
    /// The most path elements drawn in total.
    public var maximumPathElements: Int

    /// Creates limits (defaults: 4 MiB file, 20 000 objects, 4 MiB decoded, 200 000 operators, nesting 32,
    /// 200 000 path elements).
    public init(maximumFileBytes: Int = 4 << 20, maximumObjects: Int = 20_000, maximumDecodedBytes: Int = 4 << 20,
                maximumOperators: Int = 200_000, maximumNesting: Int = 32, maximumPathElements: Int = 200_000) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumObjects = maximumObjects
        self.maximumDecodedBytes = maximumDecodedBytes
        self.maximumOperators = maximumOperators
        self.maximumNesting = maximumNesting
        self.maximumPathElements = maximumPathElements
    }
}
