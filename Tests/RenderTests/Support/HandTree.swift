// Hand-made resolved trees for the builder tests (resources from TestSupport's TestResources).
import Drawing
import Graphics
import Layout
import Render
import Views

/// Builds a resolved view by hand: each node's content is given next to it, and tags are assigned in
/// pre-order, so a test states exactly what the builder receives.
struct HandTree {
    var contents: [ResolvedContent] = []

    /// A node with `content`, tagged with its index in ``contents``.
    mutating func node(_ behavior: LayoutBehavior, _ name: String, _ content: ResolvedContent = .none,
                       _ children: [LayoutNode] = []) -> LayoutNode {
        contents.append(content)
        return LayoutNode(behavior, name: name, tag: contents.count - 1, children: children)
    }
}

/// `view` laid out in a container of `size` points at `scale`, then built into a display list.
func displayList(_ root: LayoutNode, contents: [ResolvedContent], size: Size, scale: Double) throws -> DisplayList {
    let resolved = ResolvedView(root: root, contents: contents)
    let layout = try LayoutEngine().layout(root, in: size, displayScale: scale)
    return try DisplayListBuilder(resources: try TestResources.get()).build(resolved, layout: layout)
}
