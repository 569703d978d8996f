// Text (SwiftUI's `Text`):
//   {"Text": "Drink **Water**"}                           Text("Drink **Water**")  (a literal: Markdown applies)
//   {"Text": {"verbatim": "a*b*"}}                        Text(verbatim: "a*b*")
//   {"Text": {"date": "2024-06-05T09:41:00Z", "style": "time"}}   Text(date, style: .time)
//   {"Text": ["Rain ", {"Text": "80%", "modifiers": ["bold", {"foregroundColor": "blue"}]}]}
//                                                         Text("Rain ") + Text("80%").bold().foregroundColor(.blue)
// A run of a concatenation is a string or a Text view whose modifiers are all Text modifiers.

import JSON
import Views

extension DocumentDecoder {
    /// A `Text` view.
    func textView(_ node: Node) throws(DocumentError) -> DocumentView {
        let text = try textValue(node)
        return DocumentView(kind: .text) { environment in .text(text.resolve(environment)) }
    }

    /// The `Text` value of a Text view's arguments.
    func textValue(_ node: Node) throws(DocumentError) -> Dynamic<Text> {
        if let string = node.stringValue {
            return .constant(Text(LocalizedStringKey(string)))
        }
        if node.isArray {
            let elements = try node.array("Text runs")
            guard !elements.isEmpty else { throw node.fail("a concatenated Text needs at least one run") }
            var runs: [Dynamic<Text>] = []
            for element in elements { runs.append(try textRun(element)) }
            let fixed = runs
            return Dynamic { environment in
                var text = fixed[0].resolve(environment)
                for run in fixed.dropFirst() { text = text + run.resolve(environment) }
                return text
            }
        }
        guard node.isObject else {
            throw node.typeError(expected: "text (a string, an array of runs, or {\"verbatim\"} / {\"date\", \"style\"})")
        }
        var reader = try node.object("Text")
        let verbatim = reader.optional("verbatim")
        let date = reader.optional("date")
        let style = reader.optional("style")
        try reader.finish()
        if let verbatim {
            guard date == nil, style == nil else { throw node.fail("Text takes \"verbatim\" or \"date\", not both") }
            return .constant(Text(verbatim: try verbatim.string("the text")))
        }
        guard let date else { throw node.fail("Text needs a string, \"verbatim\" or \"date\"") }
        guard let style else { throw node.fail("Text with a date needs \"style\" (time, date, relative, offset, timer)") }
        return .constant(Text(try self.date(date), style: try Vocabulary.dateStyles.value(of: style)))
    }

    /// One run of a concatenated text: a string, or a Text view with Text modifiers only.
    private func textRun(_ node: Node) throws(DocumentError) -> Dynamic<Text> {
        if let string = node.stringValue { return .constant(Text(LocalizedStringKey(string))) }
        guard node.isObject else { throw node.typeError(expected: "a Text run (a string or {\"Text\": …})") }
        var reader = try node.object("a Text run")
        guard reader.has("Text") else {
            throw node.fail("a run of a concatenated Text is a string or a {\"Text\": …} view")
        }
        let base = try textValue(try reader.required("Text"))
        var modifiers: [DocumentModifier] = []
        if let list = reader.optional("modifiers") {
            for element in try list.array("modifiers") {
                let modifier = try modifier(element, on: .text)
                guard modifier.kind == .text else {
                    let name = element.members?.first?.key ?? element.stringValue ?? "this modifier"
                    throw element.fail("\(JSONQuote.quoted(name)) is not a Text modifier; a run of a concatenated "
                                       + "Text takes only " + Self.textModifierNames.joined(separator: ", "))
                }
                modifiers.append(modifier)
            }
        }
        try reader.finish()
        let chain = modifiers
        return Dynamic { environment in
            var built = BuiltView.text(base.resolve(environment))
            for modifier in chain { built = modifier.apply(built, environment) }
            if case .text(let text) = built { return text }
            return Text(verbatim: "")
        }
    }
}
