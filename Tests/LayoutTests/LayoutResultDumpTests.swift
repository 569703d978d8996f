import Foundation
import Graphics
import Layout
import Testing

/// The text and JSON dumps are stable and complete.
@Suite struct LayoutResultDumpTests {
    static func sample() throws -> LayoutResult {
        let root = LayoutNode(.hStack(alignment: .center, spacing: 0), name: "HStack", tag: 7, children: [
            LayoutNode(.offset(x: 1.5, y: 0), name: "offset", tag: 8, child: LayoutNode(.shape, name: "Color", tag: 9)),
            LayoutNode(.leaf(BoxTextMeasurer(text: "hi")), name: "Text \"hi\"\n", tag: 10),
        ])
        return try LayoutEngine().layout(root, in: Size(width: 40, height: 10), displayScale: 2)
    }

    @Test func textDumpIndentsByDepthShowsOffsetsAndEscapesLineBreaks() throws {
        #expect(try Self.sample().textDump() == """
            HStack (0, 0, 40, 10)
              offset (0, 0, 20, 10) offset (1.5, 0)
                Color (0, 0, 20, 10) offset (1.5, 0)
              Text "hi"\\n (20, 0, 20, 10)
            """)
    }

    @Test func pixelDumpAppliesOffsetAndScale() throws {
        #expect(try Self.sample().textDumpLines(.pixels)[2] == "    Color (3, 0, 40, 20)")
    }

    @Test func jsonDumpIsStableAndEscaped() throws {
        let json = try Self.sample().jsonDump()
        #expect(json.hasPrefix("{\"containerSize\":{\"width\":40,\"height\":10},\"displayScale\":2,\"root\":{\"name\":\"HStack\",\"tag\":7,"))
        #expect(json.contains("\"name\":\"Text \\\"hi\\\"\\n\",\"tag\":10,\"frame\":{\"x\":20,\"y\":0,\"width\":20,\"height\":10}"))
        #expect(json.contains("\"offset\":{\"x\":1.5,\"y\":0}"))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test func resultIndexesChildrenAndParents() throws {
        let result = try Self.sample()
        #expect(result.nodes[0].children == [1, 3])
        #expect(result.nodes[2].parent == 1)
        #expect(result.node(tagged: 10)?.proposal == ProposedSize(width: 20, height: 10))
    }
}
