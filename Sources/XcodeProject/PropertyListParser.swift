// Reads an old-style (OpenStep / ASCII) property list, the format of Xcode's `project.pbxproj`, into
// ``PropertyListValue``s. The grammar, as Apple's Core Foundation documentation ("Old-Style ASCII Property
// Lists") describes it and Xcode writes it:
//   value       := dictionary | array | string | data
//   dictionary  := '{' ( string '=' value ';' )* '}'
//   array       := '(' ( value ( ',' value )* ','? )? ')'
//   string      := '"' … '"' | "'" … "'" (escapes \\ \" \' \n \t \r \a \b \f \v, \ooo octal, \Uhhhh)
//                | one or more of A–Z a–z 0–9 _ $ / : . - (unquoted)
//   data        := '<' hex digit pairs, spaces between them allowed '>'
// with `/* … */` and `// …` comments and white space between any two tokens, an optional UTF-8 byte-order
// mark, and nothing but those after the top value. One pass over the bytes, recursive descent bounded by
// ``PropertyListLimits`` (depth, value count, size): every input ends in a value or an error naming
// `file:line:column`, never a trap or an unbounded loop.

/// The old-style property-list reader.
public struct PropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    private let limits: PropertyListLimits
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var values = 0

    /// Reads `bytes` (the file named `file` in messages) into its top value.
    public static func parse(_ bytes: [UInt8], file: String = "the property list",
                             limits: PropertyListLimits = PropertyListLimits()) throws -> PropertyListValue {
        var parser = PropertyListParser(bytes: bytes, file: file, limits: limits)
        return try parser.document()
    }

    private init(bytes: [UInt8], file: String, limits: PropertyListLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    private var position: PropertyListPosition {
        PropertyListPosition(line: line, column: offset - lineStart + 1)
    }

    private func error(_ message: String, at place: PropertyListPosition? = nil) -> PropertyListError {
        PropertyListError(file: file, position: place ?? position, message: message)
    }

    private mutating func document() throws -> PropertyListValue {
        guard bytes.count <= limits.maximumBytes else {
            throw error("the file is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        try skipSpace()
        guard offset < bytes.count else { throw error("the file is empty (expected a property list)") }
        let top = try value(depth: 0)
        try skipSpace()
        guard offset >= bytes.count else {
            throw error("unexpected \(describe(bytes[offset])) after the property list's last value")
        }
        return top
    }

    // MARK: Values

    private mutating func value(depth: Int) throws -> PropertyListValue {
        guard depth < limits.maximumDepth else {
            throw error("nested more than \(limits.maximumDepth) arrays and dictionaries deep")
        }
        values += 1
        guard values <= limits.maximumValueCount else {
            throw error("more than \(limits.maximumValueCount) values")
        }
        let start = position
        guard offset < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return PropertyListValue(.dictionary(try dictionary(depth: depth)), at: start)
        case UInt8(ascii: "("): return PropertyListValue(.array(try array(depth: depth)), at: start)
        case UInt8(ascii: "<"): return PropertyListValue(.data(try data()), at: start)
        default: return PropertyListValue(.string(try string(expected: "a value")), at: start)
        }
    }

    private mutating func dictionary(depth: Int) throws -> PropertyListDictionary {
        let open = position
        offset += 1
        var result = PropertyListDictionary()
        while true {
            try skipSpace()
            guard offset < bytes.count else { throw error("the dictionary opened at \(open) is not closed with }") }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return result }
            let key = try string(expected: "a key or }")
            try skipSpace()
            try expect("=", after: "the key \"\(key)\"")
            try skipSpace()
            let item = try value(depth: depth + 1)
            try skipSpace()
            try expect(";", after: "the value of \"\(key)\"")
            result.set(item, for: key)
        }
    }

    private mutating func array(depth: Int) throws -> [PropertyListValue] {
        let open = position
        offset += 1
        var items: [PropertyListValue] = []
        while true {
            try skipSpace()
            guard offset < bytes.count else { throw error("the array opened at \(open) is not closed with )") }
            if bytes[offset] == UInt8(ascii: ")") { offset += 1; return items }
            items.append(try value(depth: depth + 1))
            try skipSpace()
            guard offset < bytes.count else { throw error("the array opened at \(open) is not closed with )") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            guard bytes[offset] == UInt8(ascii: ")") else {
                throw error("expected , or ) after an array item, found \(describe(bytes[offset]))")
            }
        }
    }

    private mutating func data() throws -> [UInt8] {
        let open = position
        offset += 1
        var result: [UInt8] = []
        var high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("the data opened at \(open) has an odd number of hex digits") }
                offset += 1
                return result
            }
            if let digit = Self.hexValue(byte) {
                if let first = high { result.append(first << 4 | digit); high = nil } else { high = digit }
                offset += 1
            } else if Self.isSpace(byte) {
                try advanceOverSpace()
            } else {
                throw error("expected a hex digit or > in data, found \(describe(byte))")
            }
        }
        throw error("the data opened at \(open) is not closed with >")
    }

    // MARK: Strings

    private mutating func string(expected: String) throws -> String {
        guard offset < bytes.count else { throw error("the file ends where \(expected) was expected") }
        let first = bytes[offset]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
        let start = offset
        while offset < bytes.count, Self.isUnquoted(bytes[offset]) { offset += 1 }
        guard offset > start else { throw error("expected \(expected), found \(describe(first))") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func quoted(_ quote: UInt8) throws -> String {
        let open = position
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote { offset += 1; return String(decoding: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                offset += 1
                guard offset < bytes.count else { break }
                try escape(into: &text)
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = offset + 1 }
            text.append(byte)
            offset += 1
        }
        throw error("the string opened at \(open) is not closed with \(describe(quote))")
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var code = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                code = code * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            append(scalar: code, to: &text)
        case UInt8(ascii: "U"):
            var code: UInt32 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                code = code * 16 + UInt32(digit)
                offset += 1
                digits += 1
            }
            guard digits > 0 else { throw error("\\U is not followed by hex digits") }
            append(scalar: code, to: &text)
        case UInt8(ascii: "\n"):
            line += 1
            lineStart = offset
            text.append(byte)
        default:
            text.append(byte)
        }
    }

    /// `code` as UTF-8 (a lone surrogate becomes U+FFFD).
    private func append(scalar code: UInt32, to text: inout [UInt8]) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    // MARK: Space and comments

    private mutating func skipSpace() throws {
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isSpace(byte) {
                try advanceOverSpace()
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let open = position
                offset += 2
                while true {
                    guard offset + 1 < bytes.count else { throw error("the comment opened at \(open) is not closed with */") }
                    if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") { offset += 2; break }
                    try advanceOverSpace()
                }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else {
                return
            }
        }
    }

    /// Moves past one byte, counting lines.
    private mutating func advanceOverSpace() throws {
        if bytes[offset] == UInt8(ascii: "\n") { line += 1; lineStart = offset + 1 }
        offset += 1
    }

    private mutating func expect(_ character: Character, after what: String) throws {
        guard let ascii = character.asciiValue else { return }
        guard offset < bytes.count else { throw error("the file ends where \(character) was expected after \(what)") }
        guard bytes[offset] == ascii else {
            throw error("expected \(character) after \(what), found \(describe(bytes[offset]))")
        }
        offset += 1
    }

    // MARK: Characters

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "a line break"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
