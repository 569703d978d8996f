// Character classes used by line breaking: a simplified subset of UAX #14 (Unicode Line Breaking Algorithm)
// line-break classes, decided from a grapheme's first scalar.

/// How a grapheme cluster takes part in line breaking.
enum GraphemeKind: Hashable, Sendable {
    /// Mandatory break (UAX #14 BK, CR, LF, NL): \n, \r, \r\n, U+000B, U+000C, U+0085, U+2028, U+2029.
    case hardBreak
    /// Breaking space (SP, ZW and the breaking Zs spaces); no-break spaces are `.other`.
    case space
    /// Hyphen after which a word may break (HY, BA hyphens: U+002D, U+2010, U+2012, U+2013, U+2014).
    case hyphen
    /// Ideographic (ID): CJK ideographs, kana, fullwidth forms; breaks on both sides (Hangul is `.other`).
    case ideographic
    /// Closing punctuation and non-starters (CL, CP, EX, IS, NS): never start a line after a break.
    case closing
    /// Opening punctuation (OP): never ends a line before a break.
    case opening
    /// Letters, digits and everything else (AL, NU, …).
    case other

    /// The class of a grapheme whose first scalar is `scalar`.
    static func of(_ scalar: Unicode.Scalar) -> GraphemeKind {
        let v = scalar.value
        switch v {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .hardBreak
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return .space
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: return .hyphen
        case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B,
             0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B, 0xFF09, 0xFF3D, 0xFF5D,
             0x300D, 0x300F, 0x3011, 0x3009, 0x300B, 0x3015, 0x3017, 0x3019, 0x301B,
             0x30FC, 0x30FB, 0x3005, 0x309D, 0x309E, 0x30FD, 0x30FE,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            return .closing
        case 0x28, 0x5B, 0x7B, 0x300C, 0x300E, 0x3010, 0x3008, 0x300A, 0x3014, 0x3016, 0x3018, 0x301A,
             0xFF08, 0xFF3B, 0xFF5B:
            return .opening
        // Hangul syllables and jamo are letters here, not ideographs: iOS labels break Korean between words
        // (NSParagraphStyle.LineBreakStrategy.standard includes .hangulWordPriority, "prohibits breaking
        // between Hangul characters"), where UAX #14 alone (LB27) would break between syllables.
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3100...0x312F, 0x3190...0x31FF, 0x3200...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF9F, 0xFFE0...0xFFEF, 0x20000...0x3FFFD:
            return .ideographic
        default: return .other
        }
    }
}

/// The kind of line break allowed after a grapheme.
enum BreakOpportunity: Hashable, Sendable {
    /// No break here (inside a word).
    case none
    /// A line may end here.
    case allowed
    /// A line must end here.
    case mandatory
}
