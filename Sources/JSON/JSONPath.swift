/// The path from the top of a document to a value, in DSL terms: object keys joined by `.`,
/// array indices in brackets — `body.VStack.content[2].modifiers[0].font`.
///
/// A persistent list, so extending a path for a child costs one small allocation and the
/// string is only built when an error needs it.
public indirect enum JSONPath: Sendable, CustomStringConvertible {
    /// The top of the document.
    case root
    /// A member of an object.
    case key(JSONPath, String)
    /// An element of an array.
    case index(JSONPath, Int)

    /// The path extended by an object key.
    public func appending(_ key: String) -> JSONPath { .key(self, key) }

    /// The path extended by an array index.
    public func appending(index: Int) -> JSONPath { .index(self, index) }

    /// `body.VStack.content[2]`; keys that are not plain names are quoted: `bodies["my family"]`.
    public var description: String {
        var parts: [String] = []
        var current = self
        while true {
            switch current {
            case .root:
                return parts.reversed().joined()
            case let .key(parent, key):
                let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { Self.isPlain($0) }
                if plain {
                    if case .root = parent { parts.append(key) } else { parts.append("." + key) }
                } else {
                    parts.append("[" + JSONQuote.quoted(key) + "]")
                }
                current = parent
            case let .index(parent, index):
                parts.append("[\(index)]")
                current = parent
            }
        }
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: return true
        default: return false
        }
    }
}
