// Interactive controls (SwiftUI's `Button`, `Toggle`, `Link`). A document has no code, so there is no
// action or intent to give: the control is drawn as WidgetKit draws it, and nothing is performed.
//   {"Button": {"title": "Log", "systemImage"?: "plus.circle.fill", "role"?: "destructive"}}
//   {"Button": {"label": <views>, "role"?: "cancel"}}
//   {"Toggle": {"isOn": true, "title": "Alarm", "systemImage"?: "alarm"}}    {"Toggle": {"isOn": false, "label": <views>}}
//   {"Link": {"destination": "habits://log", "title": "Open"}}                {"Link": {"destination": "…", "label": <views>}}
// Each takes "title" (a string) or "label" (a view or an array of views), not both.

import JSON
import PortableFoundation
import Views
import Widgets

extension DocumentDecoder {
    /// A `Button`.
    func buttonView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("Button")
        let title = try reader.optional("title")?.string("a title")
        let systemImage = try reader.optional("systemImage").map { (n: Node) throws(DocumentError) in try symbolName(n) }
        let labelNode = reader.optional("label")
        let role = try reader.optional("role").map { (n: Node) throws(DocumentError) in try Vocabulary.buttonRoles.value(of: n) }
        try reader.finish()
        let label = try controlLabel(node, owner: "Button", title: title, systemImage: systemImage, label: labelNode)
        return DocumentView(kind: .view) { environment in
            .view(AnyView(Button(role: role, action: {}, label: { label(environment) })))
        }
    }

    /// A `Toggle`.
    func toggleView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("Toggle")
        let isOn = try reader.required("isOn").bool()
        let title = try reader.optional("title")?.string("a title")
        let systemImage = try reader.optional("systemImage").map { (n: Node) throws(DocumentError) in try symbolName(n) }
        let labelNode = reader.optional("label")
        try reader.finish()
        let label = try controlLabel(node, owner: "Toggle", title: title, systemImage: systemImage, label: labelNode)
        return DocumentView(kind: .view) { environment in
            .view(AnyView(Toggle(isOn: .constant(isOn), label: { label(environment) })))
        }
    }

    /// A `Link`.
    func linkView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("Link")
        let destination = try url(try reader.required("destination"))
        let title = try reader.optional("title")?.string("a title")
        let labelNode = reader.optional("label")
        try reader.finish()
        let label = try controlLabel(node, owner: "Link", title: title, systemImage: nil, label: labelNode)
        return DocumentView(kind: .view) { environment in
            .view(AnyView(Link(destination: destination, label: { label(environment) })))
        }
    }

    /// A URL: a string `URL(string:)` accepts, with a scheme (`https:`, `habits:` …).
    func url(_ node: Node) throws(DocumentError) -> URL {
        let text = try node.string("a URL")
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
            throw node.fail("\(JSONQuote.quoted(text)) is not a URL with a scheme, such as \"https://example.com\" "
                            + "or \"myapp://item/1\"")
        }
        return url
    }

    /// A control's label: a title (with an optional SF Symbol, as `Label(_:systemImage:)`) or label views.
    private func controlLabel(_ node: Node, owner: String, title: String?, systemImage: String?,
                              label: Node?) throws(DocumentError) -> @Sendable (DocumentEnvironment) -> AnyView {
        switch (title, label) {
        case (let title?, nil):
            if let systemImage {
                return { _ in AnyView(Label(LocalizedStringKey(title), systemImage: systemImage)) }
            }
            return { _ in AnyView(Text(LocalizedStringKey(title))) }
        case (nil, let label?):
            if systemImage != nil { throw node.fail("\(owner) takes \"systemImage\" with a \"title\", not with a \"label\"") }
            let views = try labelContent(label)
            return { environment in content(views, environment) }
        case (nil, nil):
            throw node.fail("\(owner) needs a \"title\" or a \"label\"")
        case (_?, _?):
            throw node.fail("\(owner) takes a \"title\" or a \"label\", not both")
        }
    }
}
