// The widget layer's modifiers:
//   {"containerBackground": <style>}                                  .containerBackground(.blue, for: .widget)
//   {"containerBackground": <view>}                                   .containerBackground(for: .widget) { … }
//   {"containerBackground": {"for"?: "widget", "style": <style>}}
//   {"containerBackground": {"for"?: "widget", "alignment"?: …, "content": <view> | [<view>…]}}
//   "containerBackgroundRemovable" | {"containerBackgroundRemovable": false}   "contentMarginsDisabled"
//   "widgetAccentable" | {"widgetAccentable": false}
//   {"redacted": "placeholder"} | {"redacted": {"reason": "placeholder"}}   "unredacted"
//   {"gaugeStyle": "accessoryCircular"}   {"progressViewStyle": "circular"}

import JSON
import Layout
import Views
import Widgets

extension DocumentDecoder {
    func widgetModifier(_ argument: ModifierArgument) throws(DocumentError) -> DocumentModifier {
        switch argument.name {
        case "containerBackground":
            let background = try containerBackground(try argument.required())
            return .view { view, environment in background(view, environment) }
        case "containerBackgroundRemovable":
            let removable = try argument.flag()
            return .view { view, _ in AnyView(view.containerBackgroundRemovable(removable)) }
        case "contentMarginsDisabled":
            try argument.none()
            return .view { view, _ in AnyView(view.contentMarginsDisabled()) }
        case "widgetAccentable":
            let accentable = try argument.flag()
            return .view { view, _ in AnyView(view.widgetAccentable(accentable)) }
        case "redacted":
            let node = try argument.required()
            var reasonNode = node
            if node.isObject {
                var reader = try node.object("redacted")
                reasonNode = try reader.required("reason")
                try reader.finish()
            }
            let reason = try Vocabulary.redactionReasons.value(of: reasonNode)
            return .view { view, _ in AnyView(view.redacted(reason: reason)) }
        case "unredacted":
            try argument.none()
            return .view { view, _ in AnyView(view.unredacted()) }
        case "gaugeStyle":
            let style = try Vocabulary.gaugeStyles.value(of: try argument.required())
            return .view { view, _ in style(view) }
        default:
            let style = try Vocabulary.progressViewStyles.value(of: try argument.required())
            return .view { view, _ in style(view) }
        }
    }

    /// A container background applied to a view: a style or a view, as above.
    func containerBackground(_ node: Node) throws(DocumentError)
        -> @Sendable (AnyView, DocumentEnvironment) -> AnyView
    {
        if let members = node.members, members.contains(where: { $0.key == "for" || $0.key == "content" }) {
            var reader = try node.object("containerBackground")
            if let placement = reader.optional("for") {
                let name = try placement.string("a placement")
                guard name == "widget" else {
                    throw placement.fail("unknown container background placement \(JSONQuote.quoted(name)); the only one is \"widget\"")
                }
            }
            let styleNode = reader.optional("style")
            let contentNode = reader.optional("content")
            let alignmentNode = reader.optional("alignment")
            try reader.finish()
            switch (styleNode, contentNode) {
            case (let styleNode?, nil):
                if let alignmentNode { throw alignmentNode.fail("a style background has no alignment") }
                return try styleBackground(styleNode)
            case (nil, let contentNode?):
                let alignment = try alignmentNode.map { (n: Node) throws(DocumentError) in try Vocabulary.alignments.value(of: n) } ?? .center
                return viewBackground(try views(contentNode), alignment: alignment)
            default:
                throw node.fail("containerBackground needs exactly one of \"style\" and \"content\"")
            }
        }
        if isStyle(node) { return try styleBackground(node) }
        return viewBackground(try views(node), alignment: .center)
    }

    private func styleBackground(_ node: Node) throws(DocumentError) -> @Sendable (AnyView, DocumentEnvironment) -> AnyView {
        let style = try self.style(node)
        return { view, environment in containerBackgrounded(view, style.resolve(environment)) }
    }

    private func viewBackground(_ views: [DocumentView], alignment: Alignment)
        -> @Sendable (AnyView, DocumentEnvironment) -> AnyView
    {
        { view, environment in
            AnyView(view.containerBackground(for: .widget, alignment: alignment) { content(views, environment) })
        }
    }
}
