// A strict RFC 8259 JSON parser that remembers where every value starts.
//
// Foundation's JSONSerialization reports no positions and accepts some non-JSON, so documents are
// parsed here, by recursive descent over the UTF-8 bytes (one function per production of RFC 8259
// §2–§7: value, object, array, string, number, literal):
//   1. the file size is checked before anything is parsed;
//   2. a byte-order mark is skipped; whitespace is space, tab, CR and LF; LF starts a new line;
//   3. values nest at most `maximumDepth` deep and number at most `maximumValueCount`;
//   4. strings are validated UTF-8 with escapes and surrogate pairs checked, at most
//      `maximumStringBytes` long; numbers follow the grammar exactly and must be finite as a Double;
//   5. duplicate keys, trailing commas, comments, single quotes, NaN/Infinity and bare words are
//      errors that say so.
// Every limit is checked before the memory it guards is allocated. Errors carry the position of
// the offending character and the JSON path to it.

/// Parses JSON text into a ``JSONValue`` tree with positions.
///
/// ```swift
/// let root = try JSONParser.parse(Array(#"{"a": [1, true]}"#.utf8))
/// ```
public struct JSONParser {
    let bytes: [UInt8]
    let limits: JSONLimits
    var index = 0
    var line = 1
    var lineStart = 0
    var columnCacheOffset = 0
    var columnCacheColumn = 1
    var valueCount = 0
    var depth = 0
    var path = JSONPath.root

    /// Parses a whole document: exactly one JSON value, with only whitespace around it.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws(JSONError) -> JSONValue {
        // 1. Size.
        guard bytes.count <= limits.maximumBytes else {
            throw JSONError(.limit, position: .start, message: "\(limits.subject) is \(bytes.count) bytes; "
                            + "the limit is \(limits.maximumBytes) bytes")
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        // 2. Byte-order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            parser.index = 3
            parser.lineStart = 3
            parser.columnCacheOffset = 3
        }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw parser.syntaxError(at: parser.index, "\(limits.subject) is empty"
                                     + (limits.emptyHint.map { "; " + $0 } ?? ""))
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.syntaxError(at: parser.index, "unexpected \(parser.describe(at: parser.index)) after the "
                                     + "end of \(limits.subject) (\(limits.subject) holds one JSON value)")
        }
        return value
    }

    // MARK: Values

    /// value = object / array / string / number / true / false / null
    mutating func parseValue() throws(JSONError) -> JSONValue {
        valueCount += 1
        if valueCount > limits.maximumValueCount {
            throw error(.limit, at: index, "\(limits.subject) has more than \(limits.maximumValueCount) values")
        }
        guard index < bytes.count else {
            throw syntaxError(at: index, "unexpected end of file; expected a value")
        }
        let position = position(at: index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject()), position: position)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray()), position: position)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), position: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), position: position)
        default:
            return JSONValue(kind: try parseLiteral(), position: position)
        }
    }

    /// true / false / null, or an error describing what is there instead.
    mutating func parseLiteral() throws(JSONError) -> JSONValue.Kind {
        let start = index
        let byte = bytes[index]
        if Self.isWordByte(byte) {
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "NaN", "Infinity":
                throw syntaxError(at: start, "\(word) is not a JSON number; JSON has only finite numbers")
            default:
                throw syntaxError(at: start, "unexpected word \(JSONQuote.quoted(word)); JSON's literals are "
                                  + "true, false and null, and strings need double quotes")
            }
        }
        throw syntaxError(at: start, expected("a value", at: start))
    }

    // MARK: Containers

    /// object = { [ member *( , member ) ] }, member = string : value
    mutating func parseObject() throws(JSONError) -> [JSONMember] {
        let open = try enterContainer()
        var members: [JSONMember] = []
        var firstPositions: [String: SourcePosition] = [:]   // duplicate detection only; order comes from `members`
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return members
        }
        var commaOffset: Int?
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", open) }
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "}"), let commaOffset {
                    throw syntaxError(at: commaOffset, "trailing comma before '}'; JSON does not allow one")
                }
                if Self.isWordByte(byte) {
                    throw syntaxError(at: index, "object keys must be strings in double quotes")
                }
                throw syntaxError(at: index, expected("a key in double quotes", at: index))
            }
            let keyPosition = position(at: index)
            let key = try parseString()
            if let first = firstPositions[key] {
                let saved = path
                path = path.appending(key)
                defer { path = saved }
                throw JSONError(.syntax, position: keyPosition, path: path.description,
                                    message: "duplicate key \(JSONQuote.quoted(key)) (first at \(first))")
            }
            firstPositions[key] = keyPosition
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", open) }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError(at: index, expected("':' after the key \(JSONQuote.quoted(key))", at: index))
            }
            index += 1
            skipWhitespace()
            let saved = path
            path = path.appending(key)
            let value = try parseValue()
            path = saved
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", open) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                commaOffset = index
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return members
            default:
                throw syntaxError(at: index, expected("',' or '}' after the value of \(JSONQuote.quoted(key))",
                                                      at: index))
            }
        }
    }

    /// array = [ [ value *( , value ) ] ]
    mutating func parseArray() throws(JSONError) -> [JSONValue] {
        let open = try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        var commaOffset: Int?
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("array", open) }
            if bytes[index] == UInt8(ascii: "]"), let commaOffset {
                throw syntaxError(at: commaOffset, "trailing comma before ']'; JSON does not allow one")
            }
            let saved = path
            path = path.appending(index: elements.count)
            elements.append(try parseValue())
            path = saved
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("array", open) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                commaOffset = index
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return elements
            default:
                throw syntaxError(at: index, expected("',' or ']' after an array element", at: index))
            }
        }
    }

    /// Steps over `{` or `[`, checking the depth limit; returns the opening position.
    mutating func enterContainer() throws(JSONError) -> SourcePosition {
        guard depth < limits.maximumDepth else {
            throw error(.limit, at: index, "arrays and objects are nested more than \(limits.maximumDepth) levels deep")
        }
        depth += 1
        let open = position(at: index)
        index += 1
        return open
    }

    // MARK: Whitespace and positions

    /// ws = *( %x20 / %x09 / %x0A / %x0D ); a `/` here starts a comment, which JSON does not have.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The line and column of byte `offset` (on the current line), counting scalars incrementally.
    mutating func position(at offset: Int) -> SourcePosition {
        if columnCacheOffset < lineStart || columnCacheOffset > offset {
            columnCacheOffset = lineStart
            columnCacheColumn = 1
        }
        var column = columnCacheColumn
        var cursor = columnCacheOffset
        let end = min(offset, bytes.count)
        while cursor < end {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnCacheOffset = cursor
        columnCacheColumn = column
        return SourcePosition(line: line, column: column)
    }

    // MARK: Errors

    mutating func error(_ kind: JSONError.Kind, at offset: Int, _ message: String) -> JSONError {
        JSONError(kind, position: position(at: offset), path: path.description, message: message)
    }

    mutating func syntaxError(at offset: Int, _ message: String) -> JSONError {
        error(.syntax, at: offset, message)
    }

    mutating func unclosed(_ what: String, _ open: SourcePosition) -> JSONError {
        syntaxError(at: index, "unexpected end of file; the \(what) opened at \(open) is not closed")
    }

    /// "expected X, found Y", with the usual mistakes named.
    func expected(_ what: String, at offset: Int) -> String {
        guard offset < bytes.count else { return "unexpected end of file; expected \(what)" }
        switch bytes[offset] {
        case UInt8(ascii: "/"):
            return "comments are not allowed in JSON"
        case UInt8(ascii: "'"):
            return "strings need double quotes, not single quotes"
        case UInt8(ascii: "+"):
            return "expected \(what), found '+'; JSON numbers have no plus sign"
        case UInt8(ascii: "."):
            return "expected \(what), found '.'; JSON numbers need a digit before the point"
        default:
            return "expected \(what), found \(describe(at: offset))"
        }
    }

    /// Letters, digits, `_` and `$`: the bytes of a bare word.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }
}
