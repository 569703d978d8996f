import JSON

/// The argument of one modifier: `{"padding": 16}` has the argument `16`; the string form
/// `"bold"` has none (SwiftUI's call without arguments).
struct ModifierArgument {
    /// The modifier's name.
    let name: String
    /// The argument, or nil for the string form.
    let node: Node?
    /// The whole modifier entry (for errors about a missing argument).
    let entry: Node

    /// The argument, or an error saying the modifier needs one.
    func required() throws(DocumentError) -> Node {
        guard let node else {
            throw entry.fail("\(name) needs an argument: {\(JSONQuote.quoted(name)): …}")
        }
        return node
    }

    /// For modifiers without arguments: the string form, `true` or `{}`.
    func none() throws(DocumentError) {
        guard let node else { return }
        if case .bool(true) = node.value.kind { return }
        if let members = node.members, members.isEmpty { return }
        throw node.typeError(expected: "true or {} (\(name) takes no arguments)")
    }

    /// For `(_ isActive: Bool = true)` parameters: the string form means true.
    func flag() throws(DocumentError) -> Bool {
        guard let node else { return true }
        return try node.bool()
    }
}
