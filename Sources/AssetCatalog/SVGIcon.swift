// The SVG subset of simple icons, the kind asset catalogs hold as "single scale" vector images: an <svg>
// with a viewBox (and optional width/height), <path d>, <rect>, <circle>, <ellipse>, <line>, <polyline>,
// <polygon>, grouped by <g>, with `transform`; solid fills (#rgb, #rrggbb, black, white, currentColor, none)
// with fill-rule and (fill-)opacity; solid strokes with width, caps, joins, miter limit and opacity. Anything
// that would draw differently here — CSS, gradients, text, dashes, markers, clips — is an error naming
// the element, not a silent approximation. The shapes are drawn by the caller (Render) at the display scale.
import FileAccess
import Graphics

/// A parsed SVG icon: its size in points, its viewBox, and its filled shapes in viewBox coordinates.
///
/// ```swift
/// let icon = try SVGIcon(contentsOf: "Logo.imageset/logo.svg")
/// icon.size   // Size(width: 24, height: 24)
/// ```
public struct SVGIcon: Sendable {
    /// One filled shape.
    public struct Shape: Sendable {
        /// The outline, in viewBox coordinates.
        public var path: Path
        /// The fill colour (with opacity folded in).
        public var color: RGBAColor
        /// Non-zero or even-odd.
        public var fillRule: FillRule
    }

    /// The natural size in points (`width`/`height`, else the viewBox's size).
    public var size: Size
    /// The viewBox (`min-x min-y width height`).
    public var viewBox: Rect
    /// The shapes, in document order.
    public var shapes: [Shape]

    /// The largest SVG file read.
    public static let maximumBytes = 1 << 20

    /// Reads and parses the SVG file at `path`.
    public init(contentsOf path: String, insideFolder folder: String? = nil) throws(AssetCatalogError) {
        let bytes: [UInt8]
        do {
            bytes = try Confinement.readAll(path, inside: folder, limit: Self.maximumBytes)
        } catch {
            throw AssetCatalogError(path: path, "\(error)")
        }
        do { self = try SVGIconParser(text: String(decoding: bytes, as: UTF8.self)).parse() } catch {
            throw AssetCatalogError(path: path, error.reason)
        }
    }

    init(size: Size, viewBox: Rect, shapes: [Shape]) {
        self.size = size
        self.viewBox = viewBox
        self.shapes = shapes
    }
}
