/// Quotes user text for error messages: in double quotes, control characters escaped, and
/// shortened to ``maximumLength`` characters so that a 64 KB string makes a one-line message.
public enum JSONQuote {
    /// The most characters of a value shown in a message.
    public static let maximumLength = 40

    /// `"text"`, escaped and shortened with `…`.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Upper-case hexadecimal with at least `digits` digits.
    public static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
