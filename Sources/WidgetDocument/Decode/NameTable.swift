import Graphics
import JSON

/// A closed set of names a document may use for one kind of value (alignments, weights, families …),
/// in a fixed order, with the lookup that suggests the nearest name for a typo.
///
/// ```swift
/// let weights = NameTable("font weight", Font.Weight.allCases.map { ($0.rawValue, $0) })
/// let weight = try weights.value(of: node)   // unknown font weight "semibod"; did you mean "semibold"?
/// ```
struct NameTable<Value: Sendable>: Sendable {
    /// What the names are, for messages ("font style").
    let kind: String
    /// The names and their values, in documentation order.
    let entries: [(name: String, value: Value)]

    /// Creates a table.
    init(_ kind: String, _ entries: [(String, Value)]) {
        self.kind = kind
        self.entries = entries.map { (name: $0.0, value: $0.1) }
    }

    /// Every name, in order.
    var names: [String] { entries.map(\.name) }

    /// The value named `name`, or nil.
    func value(named name: String) -> Value? {
        entries.first { $0.name == name }?.value
    }

    /// The value a string node names; errors name the kind and suggest the nearest name.
    func value(of node: Node) throws(DocumentError) -> Value {
        let name = try node.string(kind)
        guard let value = value(named: name) else { throw unknown(name, at: node) }
        return value
    }

    /// `unknown font style "hedline"; did you mean "headline"?`
    func unknown(_ name: String, at node: Node) -> DocumentError {
        var message = "unknown \(kind) \(JSONQuote.quoted(name))" + NameSuggestion.hint(for: name, among: names)
        if entries.count <= 12, NameSuggestion.nearest(to: name, among: names) == nil {
            message += " (one of " + names.joined(separator: ", ") + ")"
        }
        return node.fail(message)
    }
}
