import Graphics
import Views

// How a redacted subtree is found after resolution.
//
// Views has no node kind for "metadata", and the widget layer cannot add one, so `redacted(reason:)`
// and `unredacted()` wrap their content in a clip effect whose shape is one of the two marker types
// below; `ResolvedView.applyingRedaction(colorScheme:)` finds those nodes by the shape's type name,
// rewrites the subtree and turns the marker nodes into plain `.none` nodes. A marker clips to its own
// frame, so a renderer that skips the rewrite draws the content unredacted and clipped to its frame.

/// Marks the start of a placeholder-redacted subtree.
struct PlaceholderRedactionMarker: Shape {
    func path(in rect: Rect) -> Path { Path(rect) }
}

/// Marks a subtree exempt from an enclosing redaction (`unredacted()`).
struct UnredactionMarker: Shape {
    func path(in rect: Rect) -> Path { Path(rect) }
}

/// What a resolved node says about redaction.
enum RedactionMark {
    case placeholder
    case unredacted

    /// The marker effect of `mark`.
    static func effect(_ mark: RedactionMark) -> ResolvedEffect {
        let shape = mark == .placeholder ? AnyShape(PlaceholderRedactionMarker()) : AnyShape(UnredactionMarker())
        return .clip(ResolvedShapeGeometry(kind: .custom(shape)), .nonZero)
    }

    /// The mark a resolved content carries, if it is a marker node.
    init?(_ content: ResolvedContent) {
        guard case .effect(.clip(let geometry, _)) = content, case .custom(let shape) = geometry.kind else {
            return nil
        }
        switch shape.typeName {
        case String(describing: PlaceholderRedactionMarker.self): self = .placeholder
        case String(describing: UnredactionMarker.self): self = .unredacted
        default: return nil
        }
    }
}
