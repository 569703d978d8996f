// Modifiers of the controls and of interactive widgets:
//   {"buttonStyle": "borderedProminent"}   {"toggleStyle": "button"}   {"controlSize": "small"}
//   {"buttonBorderShape": "capsule"} | {"buttonBorderShape": {"roundedRectangle": 6}}
//   {"widgetURL": "habits://log"} | {"widgetURL": null}     (recorded, never opened)
//   {"disabled": true}   "labelsHidden"
//   "privacySensitive" | {"privacySensitive": false}         "invalidatableContent" | {"invalidatableContent": false}

import Views
import Widgets

extension DocumentDecoder {
    /// The control modifiers' names.
    static let controlModifierNames = ["buttonStyle", "toggleStyle", "controlSize", "buttonBorderShape", "widgetURL",
                                       "disabled", "labelsHidden", "privacySensitive", "invalidatableContent"]

    func controlModifier(_ argument: ModifierArgument) throws(DocumentError) -> DocumentModifier {
        switch argument.name {
        case "buttonStyle":
            let style = try Vocabulary.buttonStyles.value(of: try argument.required())
            return .view { view, _ in style(view) }
        case "toggleStyle":
            let style = try Vocabulary.toggleStyles.value(of: try argument.required())
            return .view { view, _ in style(view) }
        case "controlSize":
            let size = try Vocabulary.controlSizes.value(of: try argument.required())
            return .view { view, _ in AnyView(view.controlSize(size)) }
        case "buttonBorderShape":
            let shape = try buttonBorderShape(try argument.required())
            return .view { view, _ in AnyView(view.buttonBorderShape(shape)) }
        case "widgetURL":
            let node = try argument.required()
            let url = node.isNull ? nil : try self.url(node)
            return .view { view, _ in AnyView(view.widgetURL(url)) }
        case "disabled":
            let disabled = try argument.required().bool()
            return .view { view, _ in AnyView(view.disabled(disabled)) }
        case "labelsHidden":
            try argument.none()
            return .view { view, _ in AnyView(view.labelsHidden()) }
        case "privacySensitive":
            let sensitive = try argument.flag()
            return .view { view, _ in AnyView(view.privacySensitive(sensitive)) }
        default:
            let invalidatable = try argument.flag()
            return .view { view, _ in AnyView(view.invalidatableContent(invalidatable)) }
        }
    }

    /// A border shape: a name, or `{"roundedRectangle": radius}`.
    private func buttonBorderShape(_ node: Node) throws(DocumentError) -> ButtonBorderShape {
        guard node.isObject else { return try Vocabulary.buttonBorderShapes.value(of: node) }
        var reader = try node.object("buttonBorderShape")
        let radius = try reader.required("roundedRectangle").number(.length)
        try reader.finish()
        return .roundedRectangle(radius: radius)
    }
}
