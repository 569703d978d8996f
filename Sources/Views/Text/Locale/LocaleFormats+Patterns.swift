// Formats a date with a CLDR date pattern (Unicode TR35 "Date Format Patterns"), for the fields our
// patterns use: y (year), M/MMMM (month number/name), d (day), h/H/HH (hour 1–12 / 0–23), mm (minute),
// a (AM/PM); text in single quotes is literal, '' is a quote, and any other character is copied.

extension LocaleFormats {
    /// The calendar fields a pattern needs.
    struct DateFields: Sendable {
        var year: Int, month: Int, day: Int, hour: Int, minute: Int
    }

    /// `pattern` filled in with `fields` in this locale's names and digits.
    func format(_ fields: DateFields, pattern: String) -> String {
        var output = ""
        var characters = pattern[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    output.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                let literal = characters.prefix(while: { $0 != "'" })
                output += literal
                characters = characters.dropFirst(literal.count + 1)
                continue
            }
            let isField = first.isASCII && first.isLetter
            guard isField else {
                output.append(first)
                characters = characters.dropFirst()
                continue
            }
            let width = characters.prefix(while: { $0 == first }).count
            characters = characters.dropFirst(width)
            output += field(first, width: width, fields)
        }
        return output
    }

    /// One field of a pattern: `letter` repeated `width` times.
    private func field(_ letter: Character, width: Int, _ fields: DateFields) -> String {
        switch letter {
        case "y": return number(fields.year, minimumDigits: width == 2 ? 2 : 1)
        case "M", "L":
            return width >= 4 ? monthNames[min(max(fields.month - 1, 0), 11)]
                : number(fields.month, minimumDigits: width)
        case "d": return number(fields.day, minimumDigits: width)
        case "H": return number(fields.hour, minimumDigits: width)
        case "h":
            let hour12 = fields.hour % 12 == 0 ? 12 : fields.hour % 12
            return number(hour12, minimumDigits: width)
        case "m": return number(fields.minute, minimumDigits: width)
        case "a": return fields.hour < 12 ? dayPeriods.am : dayPeriods.pm
        default: return String(repeating: letter, count: width)
        }
    }

    /// A duration of `seconds` (≥ 0) as its two largest units, abbreviated, as SwiftUI's relative text
    /// shows it: "2 hr, 5 min" in English, "2 Std., 5 Min." in German, "0 sec" for nothing.
    func relative(_ seconds: Int) -> String {
        let sizes = [604_800, 86_400, 3600, 60, 1]
        var remaining = seconds
        var parts: [String] = []
        for (index, size) in sizes.enumerated() where parts.count < 2 {
            let count = remaining / size
            remaining -= count * size
            if count > 0 { parts.append(unit(index, count: count)) } else if !parts.isEmpty { break }
        }
        switch parts.count {
        case 0: return unit(4, count: 0)
        case 1: return parts[0]
        default:
            return unitJoin.replacing("{0}", with: parts[0], maxReplacements: 1)
                .replacing("{1}", with: parts[1], maxReplacements: 1)
        }
    }
}
