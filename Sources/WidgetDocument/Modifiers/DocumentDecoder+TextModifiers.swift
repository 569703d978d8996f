// Text modifiers, kept on a `Text` as Swift keeps them (each returns `Text`) and applied to the
// environment below on any other view:
//   {"font": <font>}  "bold" | {"bold": false}  "italic"  {"fontWeight": "semibold"}  {"fontDesign": "rounded"}
//   "monospacedDigit"  "monospaced"  {"foregroundColor": <colour>}  {"foregroundStyle": <style> | [<style>, <style>…]}
//   {"tracking": 1.2}  {"kerning": 1.2}  {"baselineOffset": 4}
//   "underline" | {"underline": {"isActive"?: true, "color"?: <colour>}}  (Text only; also strikethrough)

import Graphics
import Views

extension DocumentDecoder {
    func textModifier(_ argument: ModifierArgument, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        switch argument.name {
        case "font":
            let font = try self.font(try argument.required())
            return textOrView(kind, text: { text, _ in text.font(font) }, view: { view, _ in AnyView(view.font(font)) })
        case "bold":
            let active = try argument.flag()
            return textOrView(kind, text: { text, _ in text.bold(active) }, view: { view, _ in AnyView(view.bold(active)) })
        case "italic":
            let active = try argument.flag()
            return textOrView(kind, text: { text, _ in text.italic(active) }, view: { view, _ in AnyView(view.italic(active)) })
        case "fontWeight":
            let weight = try Vocabulary.weights.value(of: try argument.required())
            return textOrView(kind, text: { text, _ in text.fontWeight(weight) },
                              view: { view, _ in AnyView(view.fontWeight(weight)) })
        case "fontDesign":
            let design = try Vocabulary.designs.value(of: try argument.required())
            return textOrView(kind, text: { text, _ in text.fontDesign(design) },
                              view: { view, _ in AnyView(view.fontDesign(design)) })
        case "monospacedDigit":
            try argument.none()
            return textOrView(kind, text: { text, _ in text.monospacedDigit() },
                              view: { view, _ in AnyView(view.monospacedDigit()) })
        case "monospaced":
            let active = try argument.flag()
            return textOrView(kind, text: { text, _ in text.monospaced(active) },
                              view: { view, _ in AnyView(view.monospaced(active)) })
        case "foregroundColor":
            let color = try self.color(try argument.required())
            return textOrView(kind, text: { text, environment in text.foregroundColor(color.resolve(environment)) },
                              view: { view, environment in AnyView(view.foregroundColor(color.resolve(environment))) })
        case "foregroundStyle":
            return try foregroundStyle(try argument.required(), on: kind)
        case "tracking", "kerning", "baselineOffset":
            let value = try argument.required().number(.signedLength)
            switch argument.name {
            case "tracking":
                return textOrView(kind, text: { text, _ in text.tracking(value) }, view: { view, _ in AnyView(view.tracking(value)) })
            case "kerning":
                return textOrView(kind, text: { text, _ in text.kerning(value) }, view: { view, _ in AnyView(view.kerning(value)) })
            default:
                return textOrView(kind, text: { text, _ in text.baselineOffset(value) },
                                  view: { view, _ in AnyView(view.baselineOffset(value)) })
            }
        default:
            return try decoration(argument, on: kind)
        }
    }

    /// `foregroundStyle(_:)`, or the two- and three-level forms for an array.
    private func foregroundStyle(_ node: Node, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        guard node.isArray else {
            let style = try self.style(node)
            return textOrView(kind, text: { text, environment in foregroundStyled(text, style.resolve(environment)) },
                              view: { view, environment in foregroundStyled(view, style.resolve(environment)) })
        }
        let elements = try node.array("foreground styles")
        guard (1...3).contains(elements.count) else {
            throw node.fail("foregroundStyle takes one, two or three styles (primary, secondary, tertiary)")
        }
        var styles: [Dynamic<any ShapeStyle>] = []
        for element in elements { styles.append(try style(element)) }
        let levels = styles
        return .view { view, environment in
            let s = levels.map { AnyShapeStyle($0.resolve(environment)) }
            switch s.count {
            case 1: return AnyView(view.foregroundStyle(s[0]))
            case 2: return AnyView(view.foregroundStyle(s[0], s[1]))
            default: return AnyView(view.foregroundStyle(s[0], s[1], s[2]))
            }
        }
    }

    /// `underline(_:color:)` and `strikethrough(_:color:)`, which only `Text` has.
    private func decoration(_ argument: ModifierArgument, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        guard kind == .text else {
            throw argument.entry.fail("\(argument.name) applies to a Text, and this is \(kind.name) (in SwiftUI only Text has it)")
        }
        var active = true
        var color: Dynamic<Color>?
        if let node = argument.node, node.isObject {
            var reader = try node.object(argument.name)
            active = try reader.optional("isActive")?.bool() ?? true
            color = try reader.optional("color").map { (n: Node) throws(DocumentError) in try self.color(n) }
            try reader.finish()
        } else {
            active = try argument.flag()
        }
        let isUnderline = argument.name == "underline"
        let decorationColor = color
        let isActive = active
        return textOrView(kind, text: { text, environment in
            let resolved = decorationColor?.resolve(environment)
            return isUnderline ? text.underline(isActive, color: resolved) : text.strikethrough(isActive, color: resolved)
        }, view: { view, _ in view })
    }
}
