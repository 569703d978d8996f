import Foundation
import Graphics
import Layout

extension LayoutFixture {
    /// Builds a layout node (and its display name) from its JSON description.
    static func node(_ json: [String: Any], path: String) throws -> LayoutNode {
        guard let type = json["type"] as? String else { throw Invalid(description: "\(path): no type") }
        func value(_ key: String) -> Double? { json[key].flatMap(number) }
        func children() throws -> [LayoutNode] {
            let list = json["children"] as? [[String: Any]] ?? []
            return try list.enumerated().map { try node($1, path: "\(path).\(type)[\($0)]") }
        }
        func child() throws -> [LayoutNode] {
            guard let object = json["child"] as? [String: Any] else { return [] }
            return [try node(object, path: "\(path).\(type)")]
        }
        func alignment(_ fallback: Alignment) throws -> Alignment {
            guard let text = json["alignment"] as? String else { return fallback }
            guard let value = alignments[text] else { throw Invalid(description: "\(path): alignment \(text)") }
            return value
        }
        let behavior: LayoutBehavior
        var nodes: [LayoutNode] = []
        var name = type
        switch type {
        case "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse":
            behavior = .shape
        case "Circle":
            behavior = .circle
        case "Text":
            let text = json["text"] as? String ?? ""
            behavior = .leaf(BoxTextMeasurer(text: text))
            name = "Text \"\(text)\""
        case "Image":
            behavior = .leaf(FixedLeaf(size: Size(width: value("width") ?? 0, height: value("height") ?? 0)))
        case "ResizableImage":
            behavior = .leaf(ResizableLeaf(natural: Size(width: value("width") ?? 0, height: value("height") ?? 0)))
        case "HostileLeaf":
            behavior = .leaf(HostileLeaf(answer: Size(width: value("width") ?? 0, height: value("height") ?? 0)))
        case "Spacer":
            behavior = .spacer(minLength: value("minLength"))
        case "Divider":
            behavior = .divider(thickness: value("thickness"))
        case "HStack":
            let vertical = try alignment(.center).vertical
            behavior = .hStack(alignment: vertical, spacing: value("spacing"))
            nodes = try children()
        case "VStack":
            let horizontal = try alignment(.center).horizontal
            behavior = .vStack(alignment: horizontal, spacing: value("spacing"))
            nodes = try children()
        case "ZStack":
            behavior = .zStack(alignment: try alignment(.center))
            nodes = try children()
        case "frame":
            let keys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            let align = try alignment(.center)
            if keys.contains(where: { json[$0] != nil }) {
                behavior = .flexibleFrame(FlexibleFrame(
                    minWidth: value("minWidth"), idealWidth: value("idealWidth"), maxWidth: value("maxWidth"),
                    minHeight: value("minHeight"), idealHeight: value("idealHeight"), maxHeight: value("maxHeight"),
                    alignment: align))
                name = "frame(" + arguments(keys, json) + ")"
            } else {
                behavior = .frame(width: value("width"), height: value("height"), alignment: align)
                name = "frame(" + arguments(["width", "height"], json) + ")"
            }
            nodes = try child()
        case "padding":
            if let length = value("length") {
                behavior = .padding(EdgeInsets(length))
                name = "padding(\(formatNumber(length)))"
            } else if ["top", "leading", "bottom", "trailing"].contains(where: { json[$0] != nil }) {
                behavior = .padding(EdgeInsets(top: value("top") ?? 0, leading: value("leading") ?? 0,
                                               bottom: value("bottom") ?? 0, trailing: value("trailing") ?? 0))
                name = "padding(" + arguments(["top", "leading", "bottom", "trailing"], json) + ")"
            } else {
                behavior = .padding(.all, nil)
                name = "padding()"
            }
            nodes = try child()
        case "fixedSize":
            let horizontal = json["horizontal"] as? Bool ?? true, vertical = json["vertical"] as? Bool ?? true
            behavior = .fixedSize(horizontal: horizontal, vertical: vertical)
            name = horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
            nodes = try child()
        case "layoutPriority":
            behavior = .layoutPriority(value("value") ?? 0)
            name = "layoutPriority(\(formatNumber(value("value") ?? 0)))"
            nodes = try child()
        case "offset":
            behavior = .offset(x: value("x") ?? 0, y: value("y") ?? 0)
            name = "offset(" + arguments(["x", "y"], json) + ")"
            nodes = try child()
        case "position":
            behavior = .position(x: value("x") ?? 0, y: value("y") ?? 0)
            name = "position(" + arguments(["x", "y"], json) + ")"
            nodes = try child()
        case "aspectRatio":
            let fill = json["contentMode"] as? String == "fill"
            behavior = .aspectRatio(value("ratio"), contentMode: fill ? .fill : .fit)
            name = "aspectRatio(\(value("ratio").map(formatNumber) ?? "nil"), \(fill ? ".fill" : ".fit"))"
            nodes = try child()
        case "overlay", "background":
            let align = try alignment(.center)
            behavior = type == "overlay" ? .overlay(alignment: align) : .background(alignment: align)
            let content = json["content"] as? [[String: Any]] ?? []
            nodes = try child() + content.enumerated().map { try node($1, path: "\(path).\(type).content[\($0)]") }
        case "group":
            behavior = .group
            nodes = try children()
        case "effect":
            behavior = .effect
            nodes = try child()
        default:
            (behavior, name) = try containerBehavior(type, json, path: path)
            nodes = try children() + child()
        }
        return LayoutNode(behavior, name: json["name"] as? String ?? name, tag: json["tag"] as? Int ?? 0,
                          children: nodes)
    }

    /// `key: value` pairs of the keys present, in the given order.
    private static func arguments(_ keys: [String], _ json: [String: Any]) -> String {
        keys.compactMap { key in
            json[key].map { "\(key): " + (number($0).map(formatNumber) ?? "\($0)") }
        }.joined(separator: ", ")
    }

    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "firstTextBaseline": .centerFirstTextBaseline, "lastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline,
    ]
}
