// Environment modifiers:
//   {"lineLimit": 2 | null}  {"multilineTextAlignment": "center"}  {"minimumScaleFactor": 0.5}
//   {"truncationMode": "middle"}  {"lineSpacing": 2}  {"allowsTightening": true}  {"textCase": "uppercase" | null}
//   {"labelStyle": "iconOnly"}  {"tint": <style>}  {"imageScale": "small"}  {"symbolRenderingMode": "hierarchical"}
//   {"environment": {"colorScheme": "dark", "timeZone": "Europe/Paris"}}

import Graphics
import PortableFoundation
import Views

extension DocumentDecoder {
    func environmentModifier(_ argument: ModifierArgument, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        let node = try argument.required()
        switch argument.name {
        case "lineLimit":
            let limit: Int? = node.isNull ? nil : Int(try node.number(.lineCount))
            return .view { view, _ in AnyView(view.lineLimit(limit)) }
        case "multilineTextAlignment":
            let alignment = try Vocabulary.textAlignments.value(of: node)
            return .view { view, _ in AnyView(view.multilineTextAlignment(alignment)) }
        case "minimumScaleFactor":
            let factor = try node.number(NumberRule(what: "a scale factor from 0 to 1", minimum: 0, maximum: 1,
                                                    excludesMinimum: true))
            return .view { view, _ in AnyView(view.minimumScaleFactor(factor)) }
        case "truncationMode":
            let mode = try Vocabulary.truncationModes.value(of: node)
            return .view { view, _ in AnyView(view.truncationMode(mode)) }
        case "lineSpacing":
            let spacing = try node.number(.signedLength)
            return .view { view, _ in AnyView(view.lineSpacing(spacing)) }
        case "allowsTightening":
            let flag = try node.bool()
            return .view { view, _ in AnyView(view.allowsTightening(flag)) }
        case "textCase":
            let textCase: Text.Case? = try node.isNull ? nil : Vocabulary.textCases.value(of: node)
            return .view { view, _ in AnyView(view.textCase(textCase)) }
        case "labelStyle":
            let style = try Vocabulary.labelStyles.value(of: node)
            return .view { view, _ in AnyView(view.labelStyle(style)) }
        case "tint":
            let style = try self.style(node)
            return .view { view, environment in tinted(view, style.resolve(environment)) }
        case "imageScale":
            let scale = try Vocabulary.imageScales.value(of: node)
            return .view { view, _ in AnyView(view.imageScale(scale)) }
        case "symbolRenderingMode":
            let mode = try Vocabulary.symbolRenderingModes.value(of: node)
            guard kind == .image else { return .view { view, _ in AnyView(view.symbolRenderingMode(mode)) } }
            return DocumentModifier(kind: .image) { built, _ in
                if case .image(let image) = built { return .image(image.symbolRenderingMode(mode)) }
                return .view(AnyView(built.anyView.symbolRenderingMode(mode)))
            }
        default:
            return try environmentValues(node)
        }
    }

    /// `environment(\.key, value)` for the keys a document may set.
    private func environmentValues(_ node: Node) throws(DocumentError) -> DocumentModifier {
        var reader = try node.object("environment")
        let scheme = try reader.optional("colorScheme").map { (n: Node) throws(DocumentError) in try Vocabulary.colorSchemes.value(of: n) }
        let zone = try reader.optional("timeZone").map { (n: Node) throws(DocumentError) in try timeZone(n) }
        try reader.finish()
        guard scheme != nil || zone != nil else { throw node.fail("environment needs \"colorScheme\" or \"timeZone\"") }
        return .view { view, _ in
            var result = view
            if let scheme { result = AnyView(result.environment(\.colorScheme, scheme)) }
            if let zone { result = AnyView(result.environment(\.timeZone, zone)) }
            return result
        }
    }
}
