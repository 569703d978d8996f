// Numbers (RFC 8259 §6): -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?, converted to the
// correctly rounded Double of the literal. A literal longer than `maximumNumberLength` or beyond
// Double's range (±1.8e308) is an error rather than a silent ∞.

extension JSONParser {
    /// Parses the number at the current `-` or digit.
    mutating func parseNumber() throws(JSONError) -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
                    throw syntaxError(at: start, "-Infinity is not a JSON number; JSON has only finite numbers")
                }
                throw syntaxError(at: index, expected("a digit after '-'", at: index))
            }
        }
        var isInteger = true
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw syntaxError(at: start, "numbers cannot have leading zeros")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw syntaxError(at: index, expected("a digit after the decimal point", at: index))
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw syntaxError(at: index, expected("a digit in the exponent", at: index))
            }
            skipDigits()
        }
        if index < bytes.count, Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw syntaxError(at: index, "unexpected \(describe(at: index)) after a number")
        }
        let length = index - start
        guard length <= limits.maximumNumberLength else {
            throw error(.limit, at: start, "a number literal is longer than \(limits.maximumNumberLength) characters")
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw error(.limit, at: start, "the number \(literal) is out of range (beyond ±1.8e308)")
        }
        return JSONNumber(literal: literal, value: value, isIntegerLiteral: isInteger)
    }

    mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
