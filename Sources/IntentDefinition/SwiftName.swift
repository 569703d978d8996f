// Names in the generated Swift: which strings are identifiers, the capitalised form Xcode builds method names
// from (`heroName` → `resolveHeroName`), and the backquoted form of enum cases Xcode writes (`case `unknown` = 0`).

/// Identifier checks and spellings for generated code.
enum SwiftName {
    /// Whether `name` is an ASCII Swift identifier (letters, digits, `_`; not starting with a digit).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
        }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") }
    }

    /// `name` with its first letter upper-cased.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `name` in backquotes, as Xcode writes enum cases (so `default` or `private` are cases too).
    static func quoted(_ name: String) -> String { "`\(name)`" }

    /// `name` in backquotes where it is a keyword (a property or argument label named `default`, `class` …).
    static func escaped(_ name: String) -> String { keywords.contains(name) ? quoted(name) : name }

    /// The Swift keywords that cannot name a property or parameter without backquotes.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
