import Foundation
import Graphics
import Layout
import Testing

/// Deep and large trees: the memo keeps probing polynomial and the limits turn trees that could
/// overflow the stack into errors.
@Suite struct LayoutLimitsTests {
    /// `depth` stacks nested alternately (HStack, VStack, …), each with a Color and a Text beside the
    /// nested stack.
    static func nestedStacks(depth: Int) -> LayoutNode {
        var node = LayoutNode(.shape, name: "Color")
        for level in 0..<depth {
            let behavior: LayoutBehavior = level % 2 == 0
                ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .leading, spacing: nil)
            node = LayoutNode(behavior, name: "Stack", children: [
                LayoutNode(.shape, name: "Color"),
                node,
                LayoutNode(.leaf(BoxTextMeasurer(text: "ab cd")), name: "Text"),
            ])
        }
        return node
    }

    @Test func twoHundredNestedStacksLayOutQuickly() throws {
        let clock = ContinuousClock()
        var result: LayoutResult?
        let elapsed = try clock.measure {
            result = try LayoutEngine().layout(Self.nestedStacks(depth: 200), in: Size(width: 170, height: 170),
                                               displayScale: 3)
        }
        #expect(result?.nodes.count == 1 + 200 * 3)
        // Without the memo this is 3^200 probes; with it, well under a second even in debug builds.
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func nestedBaselineAlignedStacksLayOutQuickly() throws {
        var node = LayoutNode(.leaf(BoxTextMeasurer(text: "a")), name: "Text")
        for _ in 0..<100 {
            node = LayoutNode(.hStack(alignment: .lastTextBaseline, spacing: 0), name: "HStack", children: [
                node, LayoutNode(.leaf(BoxTextMeasurer(text: "b")), name: "Text"),
            ])
        }
        let clock = ContinuousClock()
        var result: LayoutResult?
        let elapsed = try clock.measure {
            result = try LayoutEngine().layout(node, in: Size(width: 2000, height: 100), displayScale: 1)
        }
        // 101 one-character texts side by side, all on one baseline.
        #expect(result?.nodes.first?.frame == Rect(x: 495, y: 45, width: 1010, height: 10))
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func treeAtTheDepthLimitLaysOut() throws {
        var node = LayoutNode(.shape, name: "Color")
        for _ in 1..<LayoutDefaults.maximumDepth {
            node = LayoutNode(.padding(EdgeInsets(0.25)), name: "padding", child: node)
        }
        let result = try LayoutEngine().layout(node, in: Size(width: 400, height: 400), displayScale: 2)
        #expect(result.nodes.count == LayoutDefaults.maximumDepth)
        #expect(result.nodes.last?.frame == Rect(x: 127.75, y: 127.75, width: 144.5, height: 144.5))
    }

    @Test func baselineChainAtTheDepthLimitLaysOut() throws {
        // The deepest recursion the engine has: baseline guides asked through every level.
        var node = LayoutNode(.leaf(BoxTextMeasurer(text: "a")), name: "Text")
        for level in 1..<LayoutDefaults.maximumDepth {
            let behavior: LayoutBehavior = level % 2 == 0
                ? .hStack(alignment: .firstTextBaseline, spacing: 0)
                : .overlay(alignment: .leadingFirstTextBaseline)
            node = LayoutNode(behavior, name: "Level", child: node)
        }
        let result = try LayoutEngine().layout(node, in: Size(width: 100, height: 100), displayScale: 3)
        #expect(result.nodes.last?.frame == Rect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func treeDeeperThanTheLimitIsAnError() {
        var node = LayoutNode(.shape, name: "Color")
        for _ in 0..<LayoutDefaults.maximumDepth {
            node = LayoutNode(.group, name: "Group", child: node)
        }
        #expect(throws: LayoutError.nestingTooDeep(depth: LayoutDefaults.maximumDepth + 1,
                                                   limit: LayoutDefaults.maximumDepth)) {
            try LayoutEngine().layout(node, in: Size(width: 10, height: 10), displayScale: 1)
        }
    }

    @Test func treeWithTooManyNodesIsAnError() {
        let children = Array(repeating: LayoutNode(.shape, name: "Color"), count: 20)
        let root = LayoutNode(.zStack(alignment: .center), name: "ZStack", children: children)
        #expect(throws: LayoutError.tooManyNodes(count: 11, limit: 10)) {
            try LayoutEngine(maximumNodeCount: 10).layout(root, in: Size(width: 10, height: 10), displayScale: 1)
        }
    }

    @Test func tenThousandChildrenShareTheWidth() throws {
        let children = Array(repeating: LayoutNode(.shape, name: "Color"), count: 10_000)
        let root = LayoutNode(.hStack(alignment: .center, spacing: 0), name: "HStack", children: children)
        let result = try LayoutEngine().layout(root, in: Size(width: 10_000, height: 10), displayScale: 1)
        #expect(result.nodes.count == 10_001)
        #expect(result.nodes[1].frame == Rect(x: 0, y: 0, width: 1, height: 10))
        #expect(result.nodes[10_000].frame == Rect(x: 9_999, y: 0, width: 1, height: 10))
    }
}
