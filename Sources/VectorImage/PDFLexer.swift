// The PDF token and object syntax (ISO 32000-1 §7.2 "Lexical conventions", §7.3 "Objects"): white space
// and comments skipped, numbers, names with #xx escapes, literal strings with balanced parentheses and
// backslash escapes, hex strings, arrays, dictionaries, `n g R` references and keywords (operators in a
// content stream). Used for the file's objects and for content streams alike. Nesting is bounded so a
// hostile file cannot exhaust the stack.

/// A position-keeping reader of PDF syntax over a byte array.
struct PDFLexer {
    /// One token.
    enum Token: Equatable {
        case number(Double)
        case name(String)
        case string([UInt8])
        case keyword(String)
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
    }

    let bytes: [UInt8]
    var position: Int
    let end: Int
    /// The deepest array/dictionary nesting accepted.
    static let maximumNesting = 32

    init(bytes: [UInt8], position: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.position = position
        self.end = min(end ?? bytes.count, bytes.count)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        default: return false
        }
    }

    mutating func skipWhitespace() {
        while position < end {
            let byte = bytes[position]
            if Self.isWhitespace(byte) { position += 1 } else if byte == UInt8(ascii: "%") {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else { return }
        }
    }

    /// The next token, or nil at the end.
    mutating func next() throws(PDFSyntaxError) -> Token? {
        skipWhitespace()
        guard position < end else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "["): position += 1; return .arrayStart
        case UInt8(ascii: "]"): position += 1; return .arrayEnd
        case UInt8(ascii: "<"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: "<") { position += 2; return .dictionaryStart }
            return .string(try hexString())
        case UInt8(ascii: ">"):
            guard position + 1 < end, bytes[position + 1] == UInt8(ascii: ">") else { throw failure("a stray '>'") }
            position += 2
            return .dictionaryEnd
        case UInt8(ascii: "("): return .string(try literalString())
        case UInt8(ascii: "/"):
            position += 1
            return .name(name())
        case UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            throw failure("a stray '\(Character(UnicodeScalar(byte)))'")
        default:
            let start = position
            while position < end, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) { position += 1 }
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            if let first = word.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) {
                guard let value = Self.number(word) else { throw failure("\"\(word.prefix(20))\" is not a number", at: start) }
                return .number(value)
            }
            return .keyword(word)
        }
    }

    /// A PDF number: [sign] digits [. digits], or [sign] . digits (no exponent).
    static func number(_ word: String) -> Double? {
        var text = Substring(word)
        if text.hasPrefix("+") { text = text.dropFirst() }
        // Some writers emit "--5" or "5-" by mistake; refuse rather than guess.
        guard !text.isEmpty, text.count <= 40, !text.contains("e"), !text.contains("E"),
              let value = Double(text.hasPrefix(".") ? "0" + text : text.hasPrefix("-.") ? "-0" + text.dropFirst() : text),
              value.isFinite else { return nil }
        return value
    }

    private mutating func name() -> String {
        var out: [UInt8] = []
        while position < end, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
            if bytes[position] == UInt8(ascii: "#"), position + 2 < end,
               let value = UInt8(String(decoding: bytes[(position + 1)...(position + 2)], as: UTF8.self), radix: 16) {
                out.append(value)
                position += 3
            } else {
                out.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hexString() throws(PDFSyntaxError) -> [UInt8] {
        let start = position
        position += 1
        var digits: [UInt8] = []
        while position < end, bytes[position] != UInt8(ascii: ">") {
            let byte = bytes[position]
            position += 1
            if Self.isWhitespace(byte) { continue }
            guard let value = UInt8(String(UnicodeScalar(byte)), radix: 16) else {
                throw failure("a hex string holds '\(Character(UnicodeScalar(byte)))'", at: start)
            }
            digits.append(value)
        }
        guard position < end else { throw failure("an unterminated hex string", at: start) }
        position += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func literalString() throws(PDFSyntaxError) -> [UInt8] {
        let start = position
        position += 1
        var depth = 1
        var out: [UInt8] = []
        while position < end {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard position < end else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case 0x30...0x37:
                    var value = Int(escaped - 0x30)
                    for _ in 0..<2 where position < end && (0x30...0x37).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - 0x30)
                        position += 1
                    }
                    out.append(UInt8(value & 0xFF))
                case 0x0D:
                    if position < end, bytes[position] == 0x0A { position += 1 }
                case 0x0A: break
                default: out.append(escaped)
                }
            case UInt8(ascii: "("): depth += 1; out.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(byte)
            default: out.append(byte)
            }
        }
        throw failure("an unterminated string", at: start)
    }

    /// One object: a number, name, string, array, dictionary, `true`/`false`/`null`, or `n g R`.
    mutating func object(depth: Int = 0) throws(PDFSyntaxError) -> PDFObject {
        guard let token = try next() else { throw failure("the data ends where an object was expected") }
        return try object(startingWith: token, depth: depth)
    }

    mutating func object(startingWith token: Token, depth: Int) throws(PDFSyntaxError) -> PDFObject {
        guard depth <= Self.maximumNesting else { throw failure("arrays and dictionaries nest deeper than \(Self.maximumNesting)") }
        switch token {
        case .number(let value):
            // `n g R`: look ahead two tokens, restoring the position when they are not a reference.
            let saved = position
            if value >= 0, value == value.rounded(), case .number(let generation)? = try? next(), generation >= 0,
               case .keyword("R")? = try? next() {
                return .reference(Int(value))
            }
            position = saved
            return .number(value)
        case .name(let name): return .name(name)
        case .string(let bytes): return .string(bytes)
        case .keyword("true"): return .bool(true)
        case .keyword("false"): return .bool(false)
        case .keyword("null"): return .null
        case .arrayStart:
            var items: [PDFObject] = []
            while true {
                guard let next = try next() else { throw failure("an unterminated array") }
                if next == .arrayEnd { return .array(items) }
                items.append(try object(startingWith: next, depth: depth + 1))
            }
        case .dictionaryStart:
            var entries: [String: PDFObject] = [:]
            while true {
                guard let key = try next() else { throw failure("an unterminated dictionary") }
                if key == .dictionaryEnd { return .dictionary(entries) }
                guard case .name(let name) = key else { throw failure("a dictionary key is not a name") }
                entries[name] = try object(depth: depth + 1)
            }
        case .keyword(let word): throw failure("the keyword \"\(word.prefix(20))\" where an object was expected")
        case .arrayEnd, .dictionaryEnd: throw failure("a stray closing bracket")
        }
    }

    func failure(_ reason: String, at offset: Int? = nil) -> PDFSyntaxError {
        PDFSyntaxError(offset: offset ?? position, reason: reason)
    }
}

/// A syntax error at a byte offset.
struct PDFSyntaxError: Error {
    var offset: Int
    var reason: String
}
