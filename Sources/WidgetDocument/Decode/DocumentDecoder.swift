import Graphics
import JSON
import PortableFoundation
import Synchronization

/// Turns the JSON tree of a widget document into views. One value per document decode; its
/// extensions (`DocumentDecoder+Views`, `+Modifiers`, `+Colors` …) each decode one part of the format.
struct DocumentDecoder: Sendable {
    /// How files named by the document are found.
    let options: DocumentOptions
    /// Views decoded so far, shared by every copy of this decoder (checked against the view limit).
    let viewCount = ViewCount()

    /// A counter shared by the copies of one decoder.
    final class ViewCount: Sendable {
        let value = Atomic<Int>(0)
    }

    init(options: DocumentOptions) {
        self.options = options
    }

    /// Counts one more view; a limit error once the document has more than the limit.
    func countView(_ node: Node) throws(DocumentError) {
        let limit = options.limits.maximumViewCount
        guard viewCount.value.add(1, ordering: .relaxed).newValue <= limit else {
            throw node.fail("the document has more than \(limit) views", kind: .limit)
        }
    }

    /// An empty argument object (`{"Circle": {}}`); `true` is accepted for argument-less modifiers.
    func noArguments(_ node: Node, owner: String, allowsTrue: Bool) throws(DocumentError) {
        if allowsTrue, case .bool(true) = node.value.kind { return }
        guard let members = node.members else {
            throw node.typeError(expected: allowsTrue ? "true or {} (\(owner) takes no arguments)"
                                 : "{} (\(owner) takes no arguments)")
        }
        if let first = members.first {
            throw DocumentError(.invalid, position: first.keyPosition, path: node.child(first).path.description,
                                message: "\(owner) takes no arguments; found \(JSONQuote.quoted(first.key))")
        }
    }

    /// An ISO 8601 date-time (`2024-06-05T09:41:00Z`, optionally with fractional seconds or an offset), read
    /// strictly by ``DateTimeText``: an impossible date or time is an error naming the field.
    func date(_ node: Node) throws(DocumentError) -> Date {
        let text = try node.string("an ISO 8601 date such as \"2024-06-05T09:41:00Z\"")
        switch DateTimeText.parse(text) {
        case .success(let date):
            return date
        case .failure(.notADateTime):
            throw node.fail("\(JSONQuote.quoted(text)) is not an ISO 8601 date-time such as \"2024-06-05T09:41:00Z\"")
        case .failure(let problem):
            throw node.fail("\(JSONQuote.quoted(text)): \(problem)")
        }
    }

    /// A time-zone identifier (`Europe/Paris`, `UTC`) or an offset (`+02:00`).
    func timeZone(_ node: Node) throws(DocumentError) -> TimeZone {
        let text = try node.string("a time zone such as \"Europe/Paris\"")
        if let zone = TimeZoneLookup.zone(text) { return zone }
        throw node.fail("unknown time zone \(JSONQuote.quoted(text)); use an identifier such as "
                        + "\"Europe/Paris\" or \"UTC\"" + NameSuggestion.hint(for: text, among: TimeZoneLookup.knownIdentifiers))
    }
}
