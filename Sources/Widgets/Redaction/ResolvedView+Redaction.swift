// The placeholder rewrite of `redacted(reason: .placeholder)`, applied after resolution.
//
// 1. Walk the layout tree from the root, carrying "redacting": a placeholder marker node turns it on,
//    an unredaction marker turns it off (innermost wins, as SwiftUI's environment does).
// 2. Every marker node's content becomes `.none`: it lays out and draws as its child.
// 3. While redacting, a text becomes `PlaceholderTextBars` filled with its first run's paint at
//    `PlaceholderStyle.opacity`; an image becomes a rounded block in its template paint (or the
//    label colour) at that opacity. Layout behaviours are untouched, so frames do not move.

import Graphics
import Layout
import Views

extension ResolvedView {
    /// True when the tree has a `redacted(reason: .placeholder)` or `unredacted()` marker.
    public var containsRedactionMarkers: Bool {
        contents.contains { RedactionMark($0) != nil }
    }

    /// The view with its placeholder-redacted subtrees rewritten (see `redacted(reason:)`); the colour
    /// scheme picks the label colour for non-template images. Returns the view unchanged when it has
    /// no markers. Call it after resolution, before (or after) layout: frames do not change.
    ///
    /// ```swift
    /// let resolved = try ViewResolver().resolve(scene.root, environment: scene.environment, services: services)
    ///     .applyingRedaction(colorScheme: scene.environment.colorScheme)
    /// ```
    public func applyingRedaction(colorScheme: ColorScheme = .light) -> ResolvedView {
        guard containsRedactionMarkers else { return self }
        var copy = self
        var pending: [(node: LayoutNode, redacting: Bool)] = [(root, false)]
        while let (node, inherited) = pending.popLast() {
            var redacting = inherited
            let content = copy.content(tag: node.tag)
            // 1–2. Markers.
            if let mark = RedactionMark(content) {
                redacting = mark == .placeholder
                copy.replaceContent(tag: node.tag, with: .none)
            } else if redacting {
                // 3. Texts and images.
                if let placeholder = Self.placeholder(for: content, colorScheme: colorScheme) {
                    copy.replaceContent(tag: node.tag, with: placeholder)
                }
            }
            for child in node.children.reversed() { pending.append((child, redacting)) }
        }
        return copy
    }

    private mutating func replaceContent(tag: Int, with content: ResolvedContent) {
        guard contents.indices.contains(tag) else { return }
        contents[tag] = content
    }

    /// Step 3: the placeholder drawn instead of `content`, or nil to keep it.
    static func placeholder(for content: ResolvedContent, colorScheme: ColorScheme) -> ResolvedContent? {
        switch content {
        case .text(let text):
            let size = text.runs.map(\.font.requestedPointSize).max() ?? Font.body.requestedPointSize
            let bars = PlaceholderTextBars(lineHeight: size * PlaceholderStyle.lineHeightPerPoint,
                                           lineSpacing: text.paragraph.lineSpacing)
            let paint = text.runs.first.map { text.style(of: $0).paint }
                ?? .solid(SystemColor.label.color(in: colorScheme))
            return .shape(ResolvedShape(geometry: ResolvedShapeGeometry(kind: .custom(AnyShape(bars))),
                                        drawing: .fill(paint.multipliedOpacity(PlaceholderStyle.opacity), .nonZero)))
        case .image(let image):
            let paint = image.templatePaint ?? .solid(SystemColor.label.color(in: colorScheme))
            let radius = PlaceholderStyle.imageCornerRadius
            let kind = ResolvedShapeKind.roundedRectangle(cornerSize: Size(width: radius, height: radius),
                                                          style: .continuous)
            return .shape(ResolvedShape(geometry: ResolvedShapeGeometry(kind: kind),
                                        drawing: .fill(paint.multipliedOpacity(PlaceholderStyle.opacity), .nonZero)))
        case .none, .paint, .shape, .effect:
            return nil
        }
    }
}
