// Text from outside (arguments, file names, keys, document strings) made safe to print on a terminal:
// one helper for every message the CLI prints.
//
// Escaped: C0 and C1 controls (ESC starts terminal sequences), DEL, bidi embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069, which reorder what follows), directional and zero-width marks
// (U+200B–U+200F, U+2060, U+FEFF) and other format characters, shown as `\u{XXXX}`. Cut: a value, or in a
// whole line any run of characters without a space, longer than `maximumRun` keeps its start and end with
// an ellipsis between (`…(60000 characters)…`), so one echoed value never floods the terminal.

import Graphics

/// Escaping and shortening of text for terminal output.
enum TerminalText {
    /// Longest run of non-space characters printed whole.
    static let maximumRun = 160

    /// `text` escaped and, beyond `maximumRun` characters, shortened: for one value echoed in a message.
    static func safe(_ text: String) -> String {
        shorten(escaped(text))
    }

    /// A whole message line: every character escaped, and every run of non-space characters longer than
    /// `maximumRun` shortened (the net under values that reach a message without ``safe(_:)``,
    /// ArgumentParser's messages included). Escaping twice is harmless: escapes are plain ASCII.
    static func line(_ text: String) -> String {
        let escapedText = escaped(text)
        var result = ""
        var run = ""
        for character in escapedText {
            if character == " " {
                result += shorten(run) + " "
                run = ""
            } else {
                run.append(character)
            }
        }
        return result + shorten(run)
    }

    /// Controls, bidi and invisible format characters as `\u{XXXX}`; newlines and tabs too.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True for scalars that must not reach a terminal raw (Graphics' `Confusables.isInvisible`: the characters that
    /// do not show are the ones a terminal must not receive raw).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { Confusables.isInvisible(scalar) }

    /// `text` if at most `maximumRun` characters, else its start and end around `…(N characters)…`.
    static func shorten(_ text: String) -> String {
        let count = text.count
        guard count > maximumRun else { return text }
        let head = text.prefix(maximumRun * 3 / 4)
        let tail = text.suffix(maximumRun / 8)
        return "\(head)…(\(count) characters)…\(tail)"
    }

    /// The invisible or look-alike characters of `text` named for a message (`U+200B (invisible)`,
    /// `U+0430 (looks like "a")`), or nil when it has none.
    static func suspiciousCharacters(_ text: String) -> String? {
        var names: [String] = []
        for scalar in text.unicodeScalars {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            if isUnsafe(scalar) {
                names.append("\(code) (invisible)")
            } else if let latin = Confusables.latin(for: scalar) {
                names.append("\(code) (looks like \"\(latin)\")")
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }
}

extension String {
    /// The string with "0"s in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
