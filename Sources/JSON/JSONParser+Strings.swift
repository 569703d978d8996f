// Strings (RFC 8259 §7): `"` … `"`, with the escapes \" \\ \/ \b \f \n \r \t \uXXXX, UTF-16
// surrogate pairs for scalars above U+FFFF, raw control characters forbidden, and the raw bytes
// validated as UTF-8 (RFC 3629 §4: no overlong forms, no encoded surrogates, nothing above U+10FFFF).

extension JSONParser {
    /// Parses the string starting at the current `"`; the unescaped text, at most `maximumStringBytes` long.
    mutating func parseString() throws(JSONError) -> String {
        let startOffset = index
        let start = position(at: index)
        index += 1
        var buffer: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw syntaxError(at: index, "unexpected end of file in the string that starts at \(start)")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try checkLength(buffer.count + index - runStart, startOffset)
                if buffer.isEmpty { 
                    let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                    index += 1
                    return text
                }
                buffer.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try checkLength(buffer.count + index - runStart, startOffset)
                buffer.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &buffer)
                try checkLength(buffer.count, startOffset)
                runStart = index
                continue
            }
            if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    throw syntaxError(at: index, "line break inside the string that starts at \(start); "
                                      + "write \\n, or close the string")
                }
                let code = JSONQuote.hex(UInt32(byte), digits: 4)
                throw syntaxError(at: index, "control character U+\(code) inside a string; write it as \\u\(code)")
            }
            if byte < 0x80 {
                index += 1
            } else {
                guard let (_, length) = Self.utf8Scalar(in: bytes, at: index) else {
                    throw syntaxError(at: index, "invalid UTF-8: \(describe(at: index)) in a string")
                }
                index += length
            }
            if index - runStart > 4096 {
                // Check the limit as the string grows, not only at its end.
                try checkLength(buffer.count + index - runStart, startOffset)
            }
        }
    }

    /// Throws the string-length limit error when `length` bytes is too long.
    mutating func checkLength(_ length: Int, _ startOffset: Int) throws(JSONError) {
        if length > limits.maximumStringBytes {
            throw error(.limit, at: startOffset, "a string is longer than \(limits.maximumStringBytes) bytes")
        }
    }

    /// Parses one escape starting at `\` and appends its UTF-8 bytes.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONError) {
        let backslash = index
        guard index + 1 < bytes.count else {
            throw syntaxError(at: index + 1, "unexpected end of file in an escape")
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHexUnit(backslash)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                let pairStart = index
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw syntaxError(at: backslash, "lone surrogate \\u\(JSONQuote.hex(UInt32(unit), digits: 4)): "
                                      + "a high surrogate must be followed by a low one (\\uDC00–\\uDFFF)")
                }
                index += 2
                let low = try parseHexUnit(pairStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw syntaxError(at: backslash, "lone surrogate \\u\(JSONQuote.hex(UInt32(unit), digits: 4)): "
                                      + "a high surrogate must be followed by a low one (\\uDC00–\\uDFFF)")
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw syntaxError(at: backslash, "lone surrogate \\u\(JSONQuote.hex(UInt32(unit), digits: 4)): "
                                  + "a low surrogate must follow a high one (\\uD800–\\uDBFF)")
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw syntaxError(at: backslash, "\\u escape is not a Unicode scalar")
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            let shown = letter < 0x80 && letter >= 0x20 ? "\\" + String(UnicodeScalar(letter)) : "\\ followed by \(describe(at: index - 1))"
            throw syntaxError(at: backslash, "invalid escape \(shown); JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    /// Four hexadecimal digits after `\u`.
    mutating func parseHexUnit(_ escapeStart: Int) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw syntaxError(at: escapeStart, "\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The scalar encoded at `offset` and its length in bytes, or nil for bytes that are not UTF-8.
    static func utf8Scalar(in bytes: [UInt8], at offset: Int) -> (UInt32, Int)? {
        let lead = bytes[offset]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for position in 1..<length {
            let byte = bytes[offset + position]
            let (low, high) = position == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low, byte <= high else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, length)
    }
}
