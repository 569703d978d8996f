import Foundation
import Graphics
import Layout
import Testing

/// NaN, infinite and negative inputs never trap (LAYOUT.md §5; DESIGN.md §8), and give the
/// documented substitutes.
@Suite struct HostileInputTests {
    static func layout(_ root: LayoutNode, _ container: Size = Size(width: 100, height: 100),
                       scale: Double = 1) throws -> LayoutResult {
        try LayoutEngine().layout(root, in: container, displayScale: scale)
    }

    @Test func nonFiniteContainerAndScaleCountAsZeroAndOne() throws {
        let result = try Self.layout(LayoutNode(.shape, name: "Color"),
                                     Size(width: .nan, height: -.infinity), scale: .nan)
        #expect(result.containerSize == .zero)
        #expect(result.displayScale == 1)
        #expect(result.nodes[0].frame == .zero)
    }

    @Test(arguments: [Size(width: .nan, height: .nan), Size(width: -5, height: -7)])
    func leafAnswersNaNOrNegativeAsZero(_ answer: Size) throws {
        let root = LayoutNode(.hStack(alignment: .center, spacing: nil), name: "HStack", children: [
            LayoutNode(.leaf(HostileLeaf(answer: answer)), name: "Leaf"),
            LayoutNode(.shape, name: "Color"),
        ])
        let result = try Self.layout(root)
        #expect(result.nodes[1].frame.size == .zero)
        #expect(result.nodes.allSatisfy { !$0.frame.minX.isNaN && !$0.frame.width.isNaN })
    }

    @Test func leafAnsweringInfinityOverflowsWithoutTrapping() throws {
        let root = LayoutNode(.vStack(alignment: .center, spacing: nil), name: "VStack", children: [
            LayoutNode(.leaf(HostileLeaf(answer: Size(width: .infinity, height: .infinity))), name: "Leaf"),
            LayoutNode(.shape, name: "Color"),
        ])
        let result = try Self.layout(root)
        #expect(result.nodes[1].frame.width == .infinity)
        #expect(result.textDump().contains("inf"))
        #expect(result.jsonDump().contains("\"inf\""))
    }

    @Test func nanAndInfiniteModifierValuesAreIgnored() throws {
        var node = LayoutNode(.shape, name: "Color")
        node = LayoutNode(.frame(width: .nan, height: -.infinity, alignment: .center), name: "frame", child: node)
        node = LayoutNode(.flexibleFrame(FlexibleFrame(minWidth: .nan, idealWidth: .infinity, maxWidth: .nan,
                                                       minHeight: -3, maxHeight: -.infinity)), name: "flex", child: node)
        node = LayoutNode(.padding(EdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)), name: "pad", child: node)
        node = LayoutNode(.offset(x: .nan, y: .infinity), name: "offset", child: node)
        node = LayoutNode(.layoutPriority(.nan), name: "prio", child: node)
        node = LayoutNode(.aspectRatio(.nan, contentMode: .fit), name: "ratio", child: node)
        node = LayoutNode(.position(x: .infinity, y: .nan), name: "position", child: node)
        let stack = LayoutNode(.hStack(alignment: .center, spacing: .nan), name: "HStack", children: [
            node, LayoutNode(.spacer(minLength: .nan), name: "Spacer"), LayoutNode(.divider(thickness: -1), name: "Divider"),
        ])
        let result = try Self.layout(stack)
        #expect(result.nodes.allSatisfy { $0.frame.isFinite && $0.offset.isFinite && $0.pixelFrame.isFinite })
        // minHeight -3 becomes 0 and maxHeight -inf becomes max(-inf, 0) = 0: the frame is 0 tall.
        #expect(result.nodes.first { $0.name == "flex" }?.frame.height == 0)
    }

    @Test func negativePaddingNeverTraps() throws {
        let root = LayoutNode(.padding(EdgeInsets(-500)), name: "padding",
                              child: LayoutNode(.frame(width: 10, height: 10, alignment: .center), name: "frame",
                                                child: LayoutNode(.shape, name: "Color")))
        let result = try Self.layout(root)
        #expect(result.nodes[0].frame.size == Size(width: -990, height: -990))
        #expect(result.nodes[2].frame.size == Size(width: 10, height: 10))
    }

    @Test func childrenTheBehaviourDoesNotUseStillGetFrames() throws {
        // A leaf with a child and a modifier with two children: the extras overlay the node, centred.
        let root = LayoutNode(.padding(EdgeInsets(10)), name: "padding", children: [
            LayoutNode(.frame(width: 20, height: 20, alignment: .center), name: "frame",
                       child: LayoutNode(.shape, name: "Color")),
            LayoutNode(.circle, name: "Extra", children: [LayoutNode(.shape, name: "LeafChild")]),
        ])
        let result = try Self.layout(root)
        #expect(result.nodes.map(\.name) == ["padding", "frame", "Color", "Extra", "LeafChild"])
        #expect(result.nodes[3].frame == Rect(x: 30, y: 30, width: 40, height: 40))
        #expect(result.nodes[4].frame == Rect(x: 30, y: 30, width: 40, height: 40))
    }
}
