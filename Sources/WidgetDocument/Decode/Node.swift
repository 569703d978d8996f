import JSON

/// A JSON value together with its path: what every decoding step reads, and what every error
/// points at.
struct Node: Sendable {
    /// The value.
    let value: JSONValue
    /// The path to the value.
    let path: JSONPath

    /// Where the value starts.
    var position: SourcePosition { value.position }

    /// An `.invalid` error at this value.
    func fail(_ message: String, kind: DocumentError.Kind = .invalid) -> DocumentError {
        DocumentError(kind, position: position, path: path.description, message: message)
    }

    /// `expected X, found Y`.
    func typeError(expected: String) -> DocumentError {
        fail("expected \(expected), found \(value.kindDescription)")
    }

    // MARK: Kinds

    /// The string, or nil.
    var stringValue: String? {
        if case .string(let string) = value.kind { return string }
        return nil
    }

    /// True for an object.
    var isObject: Bool {
        if case .object = value.kind { return true }
        return false
    }

    /// True for an array.
    var isArray: Bool {
        if case .array = value.kind { return true }
        return false
    }

    /// True for a number.
    var isNumber: Bool {
        if case .number = value.kind { return true }
        return false
    }

    /// True for `null`.
    var isNull: Bool {
        if case .null = value.kind { return true }
        return false
    }

    /// The members of an object, or nil.
    var members: [JSONMember]? {
        if case .object(let members) = value.kind { return members }
        return nil
    }

    // MARK: Typed access

    /// The string; `what` names the expected value in the error ("a font style").
    func string(_ what: String) throws(DocumentError) -> String {
        guard let string = stringValue else { throw typeError(expected: "a string (\(what))") }
        return string
    }

    /// The Boolean.
    func bool() throws(DocumentError) -> Bool {
        guard case .bool(let flag) = value.kind else { throw typeError(expected: "true or false") }
        return flag
    }

    /// The number, checked against `rule`.
    func number(_ rule: NumberRule) throws(DocumentError) -> Double {
        guard case .number(let number) = value.kind else { throw typeError(expected: "a number (\(rule.what))") }
        return try rule.check(number, at: self)
    }

    /// The elements of an array, each with its path.
    func array(_ what: String) throws(DocumentError) -> [Node] {
        guard case .array(let elements) = value.kind else { throw typeError(expected: "an array (\(what))") }
        return elements.enumerated().map { Node(value: $0.element, path: path.appending(index: $0.offset)) }
    }

    /// A reader over an object's members; `owner` names the object in messages ("frame").
    func object(_ owner: String) throws(DocumentError) -> ObjectReader {
        guard let members else { throw typeError(expected: "an object (\(owner))") }
        return ObjectReader(node: self, members: members, owner: owner)
    }

    /// The node of an object member.
    func child(_ member: JSONMember) -> Node {
        Node(value: member.value, path: path.appending(member.key))
    }
}
