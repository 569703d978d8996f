// Break opportunities between grapheme clusters: UAX #14 (Unicode Line Breaking Algorithm), simplified.
//
// Rules, in order, for the boundary between graphemes a and b (a before b):
// 1. After a hard break: mandatory (LB4, LB5).
// 2. Before a space or a hard break: none (LB6, LB7) — spaces stay on the line they follow.
// 3. After a space, when b is not a space: allowed (LB18).
// 4. Before closing punctuation, after opening punctuation: none (LB13, LB14, LB16 simplified).
// 5. After a hyphen between letters (or after an em dash): allowed; "-5" and "a-" at a text end are not
//    split (LB21, LB25 simplified: no break before a digit after a hyphen).
// 6. Before or after an ideograph: allowed (LB30-style ID ÷ ID, ID ÷ AL, AL ÷ ID).
// 7. Otherwise none (LB28, LB31 simplified: letters, digits and symbols stick together).
// The last boundary is always mandatory (end of text). Words too long for a line are broken between
// graphemes by the line breaker, as TextKit does.

enum LineBreakRules {
    /// The break opportunity after each grapheme of `kinds`; `firstScalars[i]` is grapheme i's first scalar.
    static func opportunities(kinds: [GraphemeKind], firstScalars: [Unicode.Scalar]) -> [BreakOpportunity] {
        let n = kinds.count
        guard n > 0 else { return [] }
        var result = [BreakOpportunity](repeating: .none, count: n)
        for i in 0..<n {
            let a = kinds[i]
            // Rule 1.
            if a == .hardBreak { result[i] = .mandatory; continue }
            guard i + 1 < n else { result[i] = .mandatory; continue }
            let b = kinds[i + 1]
            // Rule 2.
            if b == .space || b == .hardBreak { continue }
            // Rule 3.
            if a == .space { result[i] = .allowed; continue }
            // Rule 4.
            if b == .closing || a == .opening { continue }
            // Rule 5.
            if a == .hyphen {
                let previousIsLetter = i > 0 && (kinds[i - 1] == .other || kinds[i - 1] == .ideographic)
                    && isLetterOrDigit(firstScalars[i - 1])
                let nextIsLetter = firstScalars[i + 1].properties.isAlphabetic
                let isEmDash = firstScalars[i].value == 0x2014
                if (previousIsLetter && nextIsLetter) || (isEmDash && b != .closing) { result[i] = .allowed }
                continue
            }
            // Rule 6.
            if a == .ideographic || b == .ideographic { result[i] = .allowed; continue }
            // Rule 7: none.
        }
        return result
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
