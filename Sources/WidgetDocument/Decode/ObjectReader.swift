import Graphics
import JSON

/// Reads the members of a JSON object by name, remembering which names it asked for, so that
/// ``finish()`` can reject every other member as an unknown field and suggest the nearest known one.
///
/// ```swift
/// var frame = try node.object("frame")
/// let width = try frame.optional("width")?.number(.length)
/// try frame.finish()   // unknown field "widht" in frame; did you mean "width"?
/// ```
struct ObjectReader {
    /// The object.
    let node: Node
    /// Its members, in document order.
    let members: [JSONMember]
    /// What the object is, for messages ("frame", "VStack").
    let owner: String
    private var known: [String] = []

    init(node: Node, members: [JSONMember], owner: String) {
        self.node = node
        self.members = members
        self.owner = owner
    }

    /// The member named `key`, if present.
    mutating func optional(_ key: String) -> Node? {
        if !known.contains(key) { known.append(key) }
        return members.first { $0.key == key }.map { node.child($0) }
    }

    /// The member named `key`, or an error saying the owner needs it.
    mutating func required(_ key: String) throws(DocumentError) -> Node {
        guard let child = optional(key) else {
            throw node.fail("\(owner) needs \(JSONQuote.quoted(key))")
        }
        return child
    }

    /// True when the object has a member named `key` (does not mark it as known).
    func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The member keys, in document order.
    var keys: [String] { members.map(\.key) }

    /// Throws for the first member that was never asked for.
    func finish() throws(DocumentError) {
        for member in members where !known.contains(member.key) {
            let child = node.child(member)
            throw DocumentError(.invalid, position: member.keyPosition, path: child.path.description,
                                message: "unknown field \(JSONQuote.quoted(member.key)) in \(owner)"
                                    + NameSuggestion.hint(for: member.key, among: known))
        }
    }
}
