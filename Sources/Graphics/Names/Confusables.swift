// Letters that look like ASCII letters (Cyrillic, Greek, full-width forms) and characters that do not show,
// for did-you-mean (NameSuggestion) and the CLI's messages: `--family systemSmаll` with a Cyrillic "а" should
// be told which character is wrong, not just "unknown family". A small table of the look-alikes of the
// letters our names use, after the Unicode confusables data (UTS #39, confusables.txt) for those letters;
// not the whole table.

/// Maps look-alike letters to the ASCII letter they imitate.
public enum Confusables {
    /// The ASCII letter `scalar` imitates, or nil when it imitates none (or is ASCII).
    ///
    /// ```swift
    /// Confusables.latin(for: "\u{430}")   // "a" (Cyrillic а)
    /// ```
    public static func latin(for scalar: Unicode.Scalar) -> Character? {
        if scalar.isASCII { return nil }
        // Full-width ASCII (U+FF01…U+FF5E) is ASCII shifted by 0xFEE0.
        if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
            return Character(ascii)
        }
        return table[scalar.value].map { Character(Unicode.Scalar($0)) }
    }

    /// True for scalars that do not show (or must not reach a terminal raw): C0 and C1 controls, zero-width
    /// and bidi formatting characters, the byte-order mark, soft hyphen, and every other format character.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value) || (0x2060...0x206F).contains(value) {
            return true
        }
        if value == 0xFEFF || value == 0x00AD || value == 0x061C || value == 0x180E { return true }
        return scalar.properties.generalCategory == .format
    }

    /// `text` with invisible characters removed and look-alikes replaced by their ASCII letters.
    ///
    /// ```swift
    /// Confusables.skeleton("system\u{200B}Sm\u{430}ll")   // "systemSmall"
    /// ```
    public static func skeleton(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars where !isInvisible(scalar) {
            if let latin = latin(for: scalar) { result.append(latin) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Cyrillic and Greek letters that look like Latin ones (UTS #39 confusables.txt).
    static let table: [UInt32: UInt8] = [
        0x0430: 0x61, 0x0435: 0x65, 0x043E: 0x6F, 0x0440: 0x70, 0x0441: 0x63, 0x0443: 0x79, 0x0445: 0x78,
        0x0455: 0x73, 0x0456: 0x69, 0x0458: 0x6A, 0x04BB: 0x68, 0x0501: 0x64, 0x051B: 0x71, 0x051D: 0x77,
        0x0410: 0x41, 0x0412: 0x42, 0x0415: 0x45, 0x041A: 0x4B, 0x041C: 0x4D, 0x041D: 0x48, 0x041E: 0x4F,
        0x0420: 0x50, 0x0421: 0x43, 0x0422: 0x54, 0x0425: 0x58, 0x0405: 0x53, 0x0406: 0x49, 0x0408: 0x4A,
        0x03BF: 0x6F, 0x03B1: 0x61, 0x03BD: 0x76, 0x03C1: 0x70, 0x0391: 0x41, 0x0392: 0x42, 0x0395: 0x45,
        0x0396: 0x5A, 0x0397: 0x48, 0x0399: 0x49, 0x039A: 0x4B, 0x039C: 0x4D, 0x039D: 0x4E, 0x039F: 0x4F,
        0x03A1: 0x50, 0x03A4: 0x54, 0x03A5: 0x59, 0x03A7: 0x58, 0x0131: 0x69, 0x2212: 0x2D, 0x2010: 0x2D,
        0x2011: 0x2D, 0x2013: 0x2D,
    ]
}
