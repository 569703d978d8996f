// GeometryReader needs its own size before its content exists, but sizes come from layout, which
// needs the content. SwiftUI answers this with its attribute graph (the content is evaluated after
// the reader is placed); a one-shot resolver cannot, so renderers iterate:
//   1. resolve with no answers: every reader's proxy reports a zero frame;
//   2. lay out; read every reader's frame from the layout (``ResolvedView/geometryAnswers(in:)``);
//   3. if the frames differ from the ones the pass was resolved with, resolve again with them and lay
//      out again (a reader's own frame never depends on its content, so a tree of nested readers
//      settles after one pass per nesting level);
//   4. stop when they agree, or after ``ViewResolver/maximumGeometryPasses`` with a warning.
// Trees without a GeometryReader take one pass, as before.

import Graphics
import Layout

/// The frames of a tree's GeometryReaders measured by a layout pass, in resolution order, in the
/// container's (global) coordinates.
///
/// ```swift
/// var resolver = ViewResolver()
/// var resolved = try resolver.resolve(view, environment: env, services: services)
/// var layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 3)
/// while resolved.readsGeometry, resolved.geometryAnswers(in: layout) != resolver.geometry {
///     resolver.geometry = resolved.geometryAnswers(in: layout)
///     resolved = try resolver.resolve(view, environment: env, services: services)
///     layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 3)
/// }
/// ```
public struct GeometryAnswers: Hashable, Sendable {
    /// Each reader's frame, by resolution order.
    public var frames: [Rect]

    /// Creates answers.
    public init(frames: [Rect] = []) {
        self.frames = frames
    }
}

extension ResolvedView {
    /// Whether the tree has a GeometryReader (it may need a second resolve-and-layout pass).
    public var readsGeometry: Bool { !geometryReaderTags.isEmpty }

    /// Every GeometryReader's frame in `layout` (a reader the layout did not place reports zero).
    public func geometryAnswers(in layout: LayoutResult) -> GeometryAnswers {
        var frameByTag: [Int: Rect] = [:]
        for node in layout.nodes where node.isPlaced { frameByTag[node.tag] = node.frame }
        return GeometryAnswers(frames: geometryReaderTags.map { frameByTag[$0] ?? .zero })
    }
}
