extension JSONParser {
    /// The character at `offset` as an error message names it: `'x'`, `'é' (U+00E9)`, `U+0007`,
    /// or `the byte 0xFF (not UTF-8)`.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        if byte < 0x80 { return "U+\(JSONQuote.hex(UInt32(byte), digits: 4))" }
        guard let (value, _) = Self.utf8Scalar(in: bytes, at: offset), let scalar = Unicode.Scalar(value) else {
            return "the byte 0x\(JSONQuote.hex(UInt32(byte), digits: 2)) (not UTF-8)"
        }
        let code = "U+\(JSONQuote.hex(value, digits: 4))"
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format {
            return code
        }
        return "'\(Character(scalar))' (\(code))"
    }
}
