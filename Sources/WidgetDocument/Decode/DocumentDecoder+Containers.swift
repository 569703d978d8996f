// Containers and spacing (SwiftUI's stacks, `Group`, `Spacer`):
//   {"VStack": {"alignment": "leading", "spacing": 6, "content": [<view>…]}}   or  {"VStack": [<view>…]}
//   {"HStack": {"alignment": "bottom", "spacing": 4, "content": […]}}          {"ZStack": {"alignment": "topLeading", …}}
//   {"Group": [<view>…]}        {"Spacer": {}}  {"Spacer": {"minLength": 0}}

import Layout
import Views

extension DocumentDecoder {
    /// `HStack`, `VStack` or `ZStack`.
    func stackView(_ name: String, _ node: Node) throws(DocumentError) -> DocumentView {
        if node.isArray {
            return try stack(name, alignment: nil, spacing: nil, children: try views(node), node: node)
        }
        var reader = try node.object(name)
        let alignment = reader.optional("alignment")
        let spacingNode = name == "ZStack" ? nil : reader.optional("spacing")
        let children = try views(try reader.required("content"))
        try reader.finish()
        let spacing = try spacingNode.flatMap { (n: Node) throws(DocumentError) -> Double? in
            n.isNull ? nil : try n.number(.signedLength)
        }
        return try stack(name, alignment: alignment, spacing: spacing, children: children, node: node)
    }

    private func stack(_ name: String, alignment: Node?, spacing: Double?, children: [DocumentView],
                       node: Node) throws(DocumentError) -> DocumentView {
        switch name {
        case "HStack":
            let value = try alignment.map { (n: Node) throws(DocumentError) in try Vocabulary.verticalAlignments.value(of: n) } ?? .center
            return DocumentView(kind: .view) { environment in
                .view(AnyView(HStack(alignment: value, spacing: spacing) { content(children, environment) }))
            }
        case "VStack":
            let value = try alignment.map { (n: Node) throws(DocumentError) in try Vocabulary.horizontalAlignments.value(of: n) } ?? .center
            return DocumentView(kind: .view) { environment in
                .view(AnyView(VStack(alignment: value, spacing: spacing) { content(children, environment) }))
            }
        default:
            let value = try alignment.map { (n: Node) throws(DocumentError) in try Vocabulary.alignments.value(of: n) } ?? .center
            return DocumentView(kind: .view) { environment in
                .view(AnyView(ZStack(alignment: value) { content(children, environment) }))
            }
        }
    }

    /// `Group { … }`.
    func groupView(_ node: Node) throws(DocumentError) -> DocumentView {
        let children: [DocumentView]
        if node.isArray {
            children = try views(node)
        } else {
            var reader = try node.object("Group")
            children = try views(try reader.required("content"))
            try reader.finish()
        }
        return DocumentView(kind: .view) { environment in .view(AnyView(Group { content(children, environment) })) }
    }

    /// `Spacer(minLength:)`.
    func spacerView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("Spacer")
        let minLength = try reader.optional("minLength")?.number(.length)
        try reader.finish()
        return DocumentView(kind: .view) { _ in .view(AnyView(Spacer(minLength: minLength))) }
    }
}
