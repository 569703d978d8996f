// Modifiers: each entry of "modifiers" is `{"<name>": <argument>}` or, for a modifier called
// without arguments, the bare name (`"bold"`, `"widgetAccentable"`). Names are SwiftUI's method
// names. A modifier applies to what the entries before it built, so the order is Swift's:
// `[{"padding": 8}, {"background": "blue"}]` is `.padding(8).background(.blue)`.
//
// While the view is still a `Text`, an `Image` or a shape, the modifiers Swift defines on those
// types apply to them (Text runs keep their own fonts and colours, `resizable` needs an Image,
// `fill`/`stroke` need a shape), exactly as the Swift expression would type-check.

import Graphics
import JSON
import Views

extension DocumentDecoder {
    /// Every modifier a document can name, in documentation order.
    static let modifierNames = layoutModifierNames + textModifierNames + environmentModifierNames
        + drawingModifierNames + layerModifierNames + shapeModifierNames + imageModifierNames
        + widgetModifierNames + controlModifierNames + ignoredModifierNames

    /// Layout modifiers.
    static let layoutModifierNames = ["padding", "frame", "fixedSize", "layoutPriority", "offset", "position",
                                      "aspectRatio", "scaledToFit", "scaledToFill"]
    /// Modifiers a `Text` keeps as its own (the rest turn it into a view).
    static let textModifierNames = ["font", "bold", "italic", "fontWeight", "fontDesign", "monospacedDigit",
                                    "monospaced", "foregroundColor", "foregroundStyle", "tracking", "kerning",
                                    "baselineOffset", "underline", "strikethrough"]
    /// Other modifiers that set the environment below.
    static let environmentModifierNames = ["lineLimit", "multilineTextAlignment", "minimumScaleFactor",
                                           "truncationMode", "lineSpacing", "allowsTightening", "textCase",
                                           "labelStyle", "tint", "imageScale", "symbolRenderingMode", "environment"]
    /// Drawing effects.
    static let drawingModifierNames = ["opacity", "hidden", "rotationEffect", "scaleEffect", "shadow", "blur",
                                       "grayscale", "saturation", "brightness", "contrast", "colorMultiply",
                                       "hueRotation", "colorInvert", "luminanceToAlpha", "compositingGroup",
                                       "clipped", "cornerRadius", "clipShape"]
    /// Secondary views.
    static let layerModifierNames = ["overlay", "background", "mask"]
    /// Shape modifiers.
    static let shapeModifierNames = ["fill", "stroke", "strokeBorder", "trim", "inset"]
    /// Image modifiers.
    static let imageModifierNames = ["resizable", "renderingMode", "interpolation", "antialiased",
                                     "widgetAccentedRenderingMode"]
    /// The widget layer's modifiers.
    static let widgetModifierNames = ["containerBackground", "containerBackgroundRemovable", "contentMarginsDisabled",
                                      "widgetAccentable", "redacted", "unredacted", "gaugeStyle", "progressViewStyle"]
    /// Accepted so that translated SwiftUI code keeps them; they change nothing in a static render.
    static let ignoredModifierNames = ["accessibilityLabel", "accessibilityValue", "accessibilityHint",
                                       "accessibilityHidden"]

    /// One entry of a "modifiers" array, applied to a view of `kind`.
    func modifier(_ entry: Node, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        let argument: ModifierArgument
        let nameNode: Node
        if let name = entry.stringValue {
            argument = ModifierArgument(name: name, node: nil, entry: entry)
            nameNode = entry
        } else if let members = entry.members {
            guard members.count == 1, let member = members.first else {
                throw entry.fail(members.isEmpty ? "a modifier needs a name, such as {\"padding\": 16}"
                                 : "a modifier is an object with one key, such as {\"padding\": 16}; "
                                 + "found \(members.count) keys (write one entry per modifier)")
            }
            argument = ModifierArgument(name: member.key, node: entry.child(member), entry: entry)
            nameNode = entry
        } else {
            throw entry.typeError(expected: "a modifier ({\"padding\": 16} or a name such as \"bold\")")
        }
        let name = argument.name
        guard Self.modifierNames.contains(name) else {
            let message = Self.viewNames.contains(name)
                ? "\(JSONQuote.quoted(name)) is a view, not a modifier"
                : "unknown modifier \(JSONQuote.quoted(name))" + NameSuggestion.hint(for: name, among: Self.modifierNames)
            if let member = entry.members?.first {
                throw DocumentError(.invalid, position: member.keyPosition, path: entry.child(member).path.description,
                                    message: message)
            }
            throw nameNode.fail(message)
        }
        if Self.layoutModifierNames.contains(name) { return try layoutModifier(argument) }
        if Self.textModifierNames.contains(name) { return try textModifier(argument, on: kind) }
        if Self.environmentModifierNames.contains(name) { return try environmentModifier(argument, on: kind) }
        if Self.drawingModifierNames.contains(name) { return try drawingModifier(argument) }
        if Self.layerModifierNames.contains(name) { return try layerModifier(argument) }
        if Self.shapeModifierNames.contains(name) { return try shapeModifier(argument, on: kind) }
        if Self.imageModifierNames.contains(name) { return try imageModifier(argument, on: kind) }
        if Self.widgetModifierNames.contains(name) { return try widgetModifier(argument) }
        if Self.controlModifierNames.contains(name) { return try controlModifier(argument) }
        return try ignoredModifier(argument, on: kind)
    }

    /// A modifier with both a `Text` form (kept while the view is a Text) and a view form.
    func textOrView(_ kind: BuiltKind,
                    text: @escaping @Sendable (Text, DocumentEnvironment) -> Text,
                    view: @escaping @Sendable (AnyView, DocumentEnvironment) -> AnyView) -> DocumentModifier {
        guard kind == .text else { return .view(view) }
        return DocumentModifier(kind: .text) { built, environment in
            if case .text(let value) = built { return .text(text(value, environment)) }
            return .view(view(built.anyView, environment))
        }
    }

    /// No-op modifiers (accessibility): their arguments are checked and ignored.
    private func ignoredModifier(_ argument: ModifierArgument, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        switch argument.name {
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            _ = try argument.required().string("the accessibility text")
        default:
            _ = try argument.flag()
        }
        return DocumentModifier(kind: kind) { built, _ in built }
    }
}
