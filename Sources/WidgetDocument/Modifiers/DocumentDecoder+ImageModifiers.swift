// Image modifiers (SwiftUI's `Image` methods), valid while the view is still an Image:
//   "resizable"  {"renderingMode": "template"}  {"interpolation": "none"}  {"antialiased": false}
//   {"widgetAccentedRenderingMode": "desaturated"}

import Views

extension DocumentDecoder {
    func imageModifier(_ argument: ModifierArgument, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        guard kind == .image else {
            throw argument.entry.fail("\(argument.name) applies to an Image, and this is \(kind.name); "
                                      + "put Image modifiers before the others, as Swift requires")
        }
        let change: @Sendable (Image) -> Image
        switch argument.name {
        case "resizable":
            try argument.none()
            change = { $0.resizable() }
        case "renderingMode":
            let mode = try Vocabulary.templateModes.value(of: try argument.required())
            change = { $0.renderingMode(mode) }
        case "interpolation":
            let quality = try Vocabulary.interpolations.value(of: try argument.required())
            change = { $0.interpolation(quality) }
        case "antialiased":
            let flag = try argument.required().bool()
            change = { $0.antialiased(flag) }
        default:
            let mode = try Vocabulary.accentedRenderingModes.value(of: try argument.required())
            change = { $0.widgetAccentedRenderingMode(mode) }
        }
        return DocumentModifier(kind: .image) { built, _ in
            guard case .image(let image) = built else { return built }
            return .image(change(image))
        }
    }
}
