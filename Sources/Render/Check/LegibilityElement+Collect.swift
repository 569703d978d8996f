// Finding a render's elements: walk the laid-out nodes in pre-order and keep those whose content drew
// commands (the display list's `DisplayItem.node` tags): text nodes are texts, image nodes symbols or
// images, and the shapes gauges and progress views draw their value with (`GaugeArc`, `GaugeMarker`,
// `CapsuleFill`, `ProgressRing`, `SpinnerSpoke`) one indicator per group of such shapes whose frames
// overlap (an arc's track and fill, a marker on its arc). A linear bar's plain `Capsule` track is not
// one: like backgrounds, dividers and decorative shapes it is what elements are read against (WCAG
// 1.4.11 asks the value part to stand out from what is adjacent).
import Drawing
import Graphics
import Layout
import Views

extension LegibilityElement {
    /// The elements of a render, in paint-tree (pre-order) order.
    static func elements(resolved: ResolvedView, layout: LayoutResult, list: DisplayList,
                         thresholds: LegibilityThresholds) -> [LegibilityElement] {
        var drawn = [Bool](repeating: false, count: layout.nodes.count)
        var largestGlyphPixels = [Double](repeating: 0, count: layout.nodes.count)
        for item in list.items {
            guard let node = item.node, drawn.indices.contains(node) else { continue }
            drawn[node] = true
            if case .glyphs(let run) = item.command, let size = run.placements.map(\.key.pixelSize).max() {
                largestGlyphPixels[node] = max(largestGlyphPixels[node], size)
            }
        }
        let scale = layout.displayScale > 0 ? layout.displayScale : 1
        var elements: [LegibilityElement] = []
        for (index, node) in layout.nodes.enumerated() where drawn[index] {
            let pixels = node.pixelFrame
            let frame = Rect(x: pixels.origin.x / scale, y: pixels.origin.y / scale,
                             width: pixels.size.width / scale, height: pixels.size.height / scale)
            switch resolved.content(of: node) {
            case .text(let text):
                elements.append(LegibilityElement(kind: .text, label: text.string, path: path(of: index, in: layout),
                                                  frame: frame, nodes: [index],
                                                  isLargeText: largestGlyphPixels[index] / scale >= thresholds.largeTextPoints))
            case .image(let image):
                let isSymbol = image.symbol != nil
                let label: String
                switch image.source {
                case .systemName(let name), .named(let name): label = name
                case .file(let path), .fileInFolder(let path, _): label = path
                case .pngData, .pixels: label = ""
                }
                elements.append(LegibilityElement(kind: isSymbol ? .symbol : .image, label: label,
                                                  path: path(of: index, in: layout), frame: frame, nodes: [index],
                                                  isLargeText: false))
            case .shape:
                guard indicatorShapeNames.contains(where: { node.name.hasPrefix($0) }) else { continue }
                if let existing = elements.indices.last(where: {
                    elements[$0].kind == .indicator && elements[$0].frame.intersection(frame) != nil
                }) {
                    elements[existing].nodes.append(index)
                    elements[existing].frame = elements[existing].frame.union(frame)
                } else {
                    elements.append(LegibilityElement(kind: .indicator, label: node.name, path: path(of: index, in: layout),
                                                      frame: frame, nodes: [index], isLargeText: false))
                }
            case .paint:
                continue
            case .none, .effect:
                continue
            }
        }
        return elements
    }

    /// The node names of the shapes that carry a gauge's or progress view's value (Sources/Widgets/Gauge,
    /// Sources/Widgets/Progress).
    static let indicatorShapeNames = ["GaugeArc", "GaugeMarker", "CapsuleFill", "ProgressRing", "SpinnerSpoke"]

    /// `WidgetContainer > ZStack > VStack[1] > Text`: names from the root, a child's position where its
    /// parent has several children.
    static func path(of index: Int, in layout: LayoutResult) -> String {
        var names: [String] = []
        var current: Int? = index
        while let node = current {
            var name = layout.nodes[node].name
            if let parent = layout.nodes[node].parent, layout.nodes[parent].children.count > 1,
               let position = layout.nodes[parent].children.firstIndex(of: node) {
                name += "[\(position)]"
            }
            names.append(name)
            current = layout.nodes[node].parent
        }
        return names.reversed().joined(separator: " > ")
    }
}
