// The Swift identifier Xcode 15's asset symbol generation gives a catalog name (GeneratedAssetSymbols.swift),
// reconstructed from files Xcode generated (no published specification):
//   1. drop a "Color" suffix from colour names and an "Image" suffix from image names ("AccentColor" → "Accent");
//   2. split into words at every character that is not a letter or digit and between letters and digits
//      ("color_000000" → color, 000000; "0b3b21" → 0, b, 3, b, 21);
//   3. the first word starts lower-case (a leading run of capitals is lowered: "URLIcon" → "urlIcon"), every
//      later word starts upper-case ("Chevron Left" → "chevronLeft", "0b3b" → "0B3B");
//   4. a leading digit gets "_" ("1" → "_1"); a Swift keyword gets back-ticks.
// Our choice where Xcode's rule is unknown: a namespace's "/" is a word break ("Icons/badge" → "iconsBadge").

/// The identifier of a catalog name in generated asset symbols (`ColorResource.brandBlue`).
///
/// ```swift
/// AssetSymbolName.identifier(for: "AccentColor", kind: .color)   // "accent"
/// AssetSymbolName.identifier(for: "ic_login", kind: .image)       // "icLogin"
/// ```
public enum AssetSymbolName {
    /// Which suffix step 1 drops.
    public enum Kind: Sendable {
        /// Drops "Color".
        case color
        /// Drops "Image".
        case image
    }

    /// The identifier for `name`, or nil when nothing of it is usable (no letters or digits).
    public static func identifier(for name: String, kind: Kind) -> String? {
        // 1. Suffix.
        var base = name
        let suffix = kind == .color ? "Color" : "Image"
        if base.hasSuffix(suffix), base.count > suffix.count { base.removeLast(suffix.count) }
        // 2. Words.
        var words: [[Character]] = []
        var current: [Character] = []
        for character in base {
            guard isWordCharacter(character) else {
                if !current.isEmpty { words.append(current); current = [] }
                continue
            }
            if let last = current.last, last.isNumber != character.isNumber {
                words.append(current)
                current = []
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        // 3. Case.
        var text = String(lowerLeadingCapitals(first))
        for word in words.dropFirst() {
            text += word[0].uppercased() + String(word.dropFirst())
        }
        // 4. Digits and keywords.
        if text.first?.isNumber == true { text = "_" + text }
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// ASCII letters and digits only: Xcode's identifiers never carry other scripts.
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber
    }

    /// "URLIcon" → "urlIcon", "Brand" → "brand", "a" → "a".
    private static func lowerLeadingCapitals(_ word: [Character]) -> [Character] {
        let run = word.prefix { $0.isUppercase }.count
        guard run > 0 else { return word }
        // Of a run followed by lower case, the last capital starts the next hump.
        let lowered = run == word.count || run == 1 ? run : run - 1
        return word.prefix(lowered).map { Character($0.lowercased()) } + word.dropFirst(lowered)
    }

    /// True when `identifier` is a static SwiftUI's `Color` already has (the palette, `primary`,
    /// `secondary`, `accentColor`) or that ours adds (`namedColors`): a generated `Color.x` would make
    /// `Color.x` ambiguous, so Xcode skips it with a warning
    /// (in the `Color` and the `ShapeStyle where Self == Color` extensions; the resource static stays).
    public static func isReservedColorSymbol(_ identifier: String) -> Bool {
        reservedColorSymbols.contains(identifier)
    }

    /// SwiftUI's `Color` statics (iOS 17 SDK), and ours.
    static let reservedColorSymbols: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
        "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow", "namedColors",
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "self", "super", "throw", "throws", "true", "try", "Any", "Self", "Type",
    ]
}
