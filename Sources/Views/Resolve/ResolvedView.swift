import Layout

/// A view resolved against an environment: a layout tree whose node tags index the draw content.
///
/// ```swift
/// let resolved = try ViewResolver().resolve(widget, environment: env, services: services)
/// let layout = try LayoutEngine().layout(resolved.root, in: Size(width: 170, height: 170), displayScale: 3)
/// for step in resolved.drawSteps() {
///     switch step {
///     case .draw(let index): draw(resolved.content(of: layout.nodes[index]), in: layout.nodes[index])
///     case .beginEffect(let index), .beginMask(let index), .endEffect(let index): …
///     }
/// }
/// ```
///
/// **Draw order** (what ``drawSteps()`` spells out): a pre-order walk of the layout tree. A node
/// draws its own content, then its children in declaration order, except:
/// - a `.background(alignment:)` node draws its secondary children (children[1…]) first, in order,
///   then its primary (children[0]);
/// - an `.overlay(alignment:)` node draws its primary first, then the secondaries (plain order);
/// - an `.effect` node wraps its children: begin effect, children, end effect; a `.mask` effect node
///   draws children[0], then marks the start of the mask, then children[1…].
/// Node indices are positions in `LayoutResult.nodes` for a layout of ``root`` (both are pre-order).
public struct ResolvedView: Sendable {
    /// The layout tree; every node's tag indexes ``contents``.
    public var root: LayoutNode
    /// What each node draws, by tag (a dense array: tag = index).
    public var contents: [ResolvedContent]
    /// What the resolver could not honour exactly.
    public var warnings: [ResolveWarning]
    /// The preferences the views declared (`preference(key:value:)`).
    public var preferences: PreferenceValues
    /// The tag of every GeometryReader, in resolution order (see ``GeometryAnswers``).
    public var geometryReaderTags: [Int] = []
    /// The `zIndex(_:)` of the nodes that declared one, by tag (draw order among siblings).
    public var zIndices: [Int: Double] = [:]

    /// Creates a resolved view.
    public init(root: LayoutNode, contents: [ResolvedContent], warnings: [ResolveWarning] = [],
                preferences: PreferenceValues = PreferenceValues()) {
        self.root = root
        self.contents = contents
        self.warnings = warnings
        self.preferences = preferences
    }

    /// The content for `tag` (`.none` when out of range).
    public func content(tag: Int) -> ResolvedContent {
        contents.indices.contains(tag) ? contents[tag] : .none
    }

    /// The content of a laid-out node.
    public func content(of node: LaidOutNode) -> ResolvedContent {
        content(tag: node.tag)
    }

    /// One line per node: the layout dump's line followed by the node's content, for tests and the CLI.
    ///
    /// ```
    /// ZStack (0, 0, 170, 170)
    ///   Circle (0, 0, 170, 170) shape circle stroke rgba(60,60,67,0.18) width 8
    /// ```
    public func textDump(_ layout: LayoutResult, frames: LayoutResult.DumpFrames = .layout) -> String {
        let lines = layout.textDumpLines(frames)
        return zip(lines, layout.nodes).map { line, node in
            let content = content(of: node)
            if case .none = content { return line }
            return line + " " + content.description
        }.joined(separator: "\n")
    }
}

/// One step of the draw order of a ``ResolvedView`` (see its documentation); indices are
/// positions in `LayoutResult.nodes`.
public enum DrawStep: Hashable, Sendable {
    /// Draw the node's own content (paint, shape, text or image) in its frame.
    case draw(Int)
    /// Start the node's effect: what follows, up to the matching `endEffect`, is its subtree.
    case beginEffect(Int)
    /// For a `.mask` effect node: what follows, up to `endEffect`, is drawn into the mask.
    case beginMask(Int)
    /// End the node's effect: composite the subtree with it.
    case endEffect(Int)
}

extension ResolvedView {
    /// The draw order of the nodes laid out as `layout`: ``drawSteps()`` without the nodes the layout
    /// did not place (the children a ViewThatFits did not choose, and their subtrees).
    public func drawSteps(in layout: LayoutResult) -> [DrawStep] {
        func placed(_ index: Int) -> Bool {
            !layout.nodes.indices.contains(index) || layout.nodes[index].isPlaced
        }
        return drawSteps().filter { step in
            switch step {
            case .draw(let index), .beginEffect(let index), .beginMask(let index), .endEffect(let index):
                return placed(index)
            }
        }
    }

    /// The draw order of the nodes (see the type's documentation).
    public func drawSteps() -> [DrawStep] {
        // 1. Pre-order arrays: behaviour, tag and child indices of every node.
        var behaviors: [LayoutBehavior] = []
        var tags: [Int] = []
        var children: [[Int]] = []
        var pending: [(node: LayoutNode, parent: Int)] = [(root, -1)]
        while let (node, parent) = pending.popLast() {
            let index = behaviors.count
            behaviors.append(node.behavior)
            tags.append(node.tag)
            children.append([])
            if parent >= 0 { children[parent].append(index) }
            for child in node.children.reversed() { pending.append((child, index)) }
        }
        // 2. Walk them with an explicit stack: a node to visit, or a step to emit when reached.
        enum Work {
            case visit(Int)
            case emit(DrawStep)
        }
        var steps: [DrawStep] = []
        steps.reserveCapacity(behaviors.count)
        var work: [Work] = [.visit(0)]
        while let item = work.popLast() {
            guard case .visit(let index) = item else {
                if case .emit(let step) = item { steps.append(step) }
                continue
            }
            var order = children[index]
            if case .background = behaviors[index], order.count > 1 {
                order = Array(order.dropFirst()) + [order[0]]   // secondaries first, then the primary
            }
            if !zIndices.isEmpty, order.count > 1 {
                // zIndex: a stable sort of the siblings, lower first (SwiftUI's `zIndex(_:)`, default 0).
                order = order.enumerated().sorted { a, b in
                    let za = zIndices[tags[a.element]] ?? 0, zb = zIndices[tags[b.element]] ?? 0
                    return za != zb ? za < zb : a.offset < b.offset
                }.map(\.element)
            }
            var later: [Work] = order.map { .visit($0) }
            switch content(tag: tags[index]) {
            case .none:
                break
            case .paint, .shape, .text, .image:
                steps.append(.draw(index))
            case .effect(let effect):
                steps.append(.beginEffect(index))
                if case .mask = effect, !later.isEmpty {
                    later.insert(.emit(.beginMask(index)), at: 1)   // content, marker, mask views
                }
                later.append(.emit(.endEffect(index)))
            }
            work.append(contentsOf: later.reversed())
        }
        return steps
    }
}
