// Views: `{"<ViewName>": <arguments>, "modifiers": [<modifier>…]}` — exactly one view key, named
// as the Swift type, and an optional list of modifiers applied in order (the first is innermost,
// as in a Swift modifier chain read left to right).

import Graphics
import JSON
import Views
import Widgets

extension DocumentDecoder {
    /// Every view a document can name, in documentation order.
    static let viewNames = [
        "Text", "Image", "Label", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule",
        "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "HStack", "VStack",
        "ZStack", "Group", "Spacer", "Divider", "EmptyView", "Gauge", "ProgressView", "AccessoryWidgetBackground",
        "Button", "Toggle", "Link",
    ]

    /// A view object.
    func view(_ node: Node) throws(DocumentError) -> DocumentView {
        guard let members = node.members else {
            throw node.typeError(expected: "a view (an object such as {\"Text\": \"Hello\"})")
        }
        var viewMember: JSONMember?
        var modifiersMember: JSONMember?
        for member in members {
            if member.key == "modifiers" {
                modifiersMember = member
            } else if viewMember == nil, Self.viewNames.contains(member.key) {
                viewMember = member
            } else {
                throw misplacedKey(member, in: node, after: viewMember?.key)
            }
        }
        guard let viewMember else {
            throw node.fail("a view needs a view key such as \"Text\" or \"VStack\"")
        }
        try countView(node)
        let base = try primaryView(viewMember.key, node.child(viewMember))
        guard let modifiersMember else { return base }
        var kind = base.kind
        var modifiers: [DocumentModifier] = []
        let elements = try node.child(modifiersMember).array("modifiers")
        let limit = options.limits.maximumModifierCount
        if elements.count > limit {
            throw elements[limit].fail("a view has more than \(limit) modifiers", kind: .limit)
        }
        for element in elements {
            let modifier = try modifier(element, on: kind)
            kind = modifier.kind
            modifiers.append(modifier)
        }
        let chain = modifiers
        return DocumentView(kind: kind) { environment in
            var built = base.build(environment)
            for modifier in chain { built = modifier.apply(built, environment) }
            return built
        }
    }

    /// The error for a key that is neither the view nor "modifiers".
    private func misplacedKey(_ member: JSONMember, in node: Node, after viewName: String?) -> DocumentError {
        let key = member.key
        let message: String
        if let viewName, Self.viewNames.contains(key) {
            message = "a view object holds one view; found \(JSONQuote.quoted(key)) after \(JSONQuote.quoted(viewName)) "
                + "(put several views in a stack or a Group)"
        } else if Self.modifierNames.contains(key) {
            message = "\(JSONQuote.quoted(key)) is a modifier; write it in \"modifiers\": [{\(JSONQuote.quoted(key)): …}]"
        } else if let viewName {
            message = "unknown field \(JSONQuote.quoted(key)) next to the view \(JSONQuote.quoted(viewName))"
                + NameSuggestion.hint(for: key, among: ["modifiers"] + Self.viewNames)
        } else {
            message = "unknown view \(JSONQuote.quoted(key))" + NameSuggestion.hint(for: key, among: Self.viewNames + ["modifiers"])
        }
        return DocumentError(.invalid, position: member.keyPosition, path: node.child(member).path.description,
                             message: message)
    }

    /// The view named `name` from its arguments.
    private func primaryView(_ name: String, _ node: Node) throws(DocumentError) -> DocumentView {
        switch name {
        case "Text": return try textView(node)
        case "Image": return try imageView(node)
        case "Label": return try labelView(node)
        case "Color": return try colorView(node)
        case "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape":
            let shape = try shapeView(name, node)
            return DocumentView(kind: .shape(insettable: true)) { _ in .shape(shape) }
        case "LinearGradient", "RadialGradient", "AngularGradient": return try gradientView(name, node)
        case "HStack", "VStack", "ZStack": return try stackView(name, node)
        case "Group": return try groupView(node)
        case "Spacer": return try spacerView(node)
        case "Divider":
            try noArguments(node, owner: "Divider", allowsTrue: false)
            return DocumentView(kind: .view) { _ in .view(AnyView(Divider())) }
        case "EmptyView":
            try noArguments(node, owner: "EmptyView", allowsTrue: false)
            return DocumentView(kind: .view) { _ in .view(AnyView(EmptyView())) }
        case "Gauge": return try gaugeView(node)
        case "ProgressView": return try progressView(node)
        case "AccessoryWidgetBackground":
            try noArguments(node, owner: "AccessoryWidgetBackground", allowsTrue: false)
            return DocumentView(kind: .view) { _ in .view(AnyView(AccessoryWidgetBackground())) }
        case "Button": return try buttonView(node)
        case "Toggle": return try toggleView(node)
        case "Link": return try linkView(node)
        default:
            throw node.fail("unknown view \(JSONQuote.quoted(name))")
        }
    }

    /// One view or an array of views (a builder's content), in order.
    func views(_ node: Node) throws(DocumentError) -> [DocumentView] {
        guard node.isArray else { return [try view(node)] }
        var result: [DocumentView] = []
        for element in try node.array("views") { result.append(try view(element)) }
        return result
    }

    /// A label slot of a control: a string (a `Text`), one view or an array of views.
    func labelContent(_ node: Node) throws(DocumentError) -> [DocumentView] {
        if let text = node.stringValue {
            return [DocumentView(kind: .text) { _ in .text(Text(LocalizedStringKey(text))) }]
        }
        return try views(node)
    }
}

/// Several built views as one builder content: flattened into the enclosing container as a
/// `TupleView` would be (a `ForEach` over them; one view passes through).
func content(_ views: [DocumentView], _ environment: DocumentEnvironment) -> AnyView {
    let built = views.map { $0.view(in: environment) }
    if built.count == 1, let only = built.first { return only }
    return AnyView(ForEach(0..<built.count) { built[$0] })
}
