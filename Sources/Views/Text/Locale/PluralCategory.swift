// CLDR plural categories and the cardinal rules of the languages in `LocaleFormats.table`, for whole
// numbers only (a duration's units are whole). Source: Unicode CLDR "Language Plural Rules"
// (https://www.unicode.org/cldr/charts/46/supplemental/language_plural_rules.html), cardinal, integer rows.

/// A CLDR plural category: which form of a counted word a number takes.
enum PluralCategory: Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// How a language picks the plural category of a whole number.
enum PluralRule: Hashable, Sendable {
    /// No plural forms (Japanese, Chinese): always `other`.
    case none
    /// `one` for 1, `other` otherwise (English, German, Italian, Spanish, Hebrew without dual).
    case oneOther
    /// `one` for 0 and 1 (French, Portuguese), `other` otherwise.
    case zeroOneOther
    /// Hebrew: `one` for 1, `two` for 2, `other` otherwise.
    case hebrew
    /// Arabic: `zero` 0, `one` 1, `two` 2, `few` n mod 100 in 3…10, `many` n mod 100 in 11…99, `other`.
    case arabic

    /// The category of `count` (count ≥ 0).
    func category(of count: Int) -> PluralCategory {
        switch self {
        case .none: return .other
        case .oneOther: return count == 1 ? .one : .other
        case .zeroOneOther: return count <= 1 ? .one : .other
        case .hebrew: return count == 1 ? .one : count == 2 ? .two : .other
        case .arabic:
            if count == 0 { return .zero }
            if count == 1 { return .one }
            if count == 2 { return .two }
            let rest = count % 100
            if (3...10).contains(rest) { return .few }
            if (11...99).contains(rest) { return .many }
            return .other
        }
    }
}
