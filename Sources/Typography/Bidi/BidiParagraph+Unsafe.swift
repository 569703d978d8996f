// The FriBidi calls of BidiParagraph (see BidiParagraph.swift for the method).
//
// Invariant: every buffer handed to FriBidi has exactly `count` elements, the length passed with it;
// FriBidi writes only within that length. `count` is bounded by the paragraph shaper's scalar limit
// (20 000), far below FriBidiStrIndex's Int32 range.
import CFriBidi
import Graphics

extension BidiParagraph {
    /// Resolves one paragraph `range` of `scalars` into the output arrays.
    static func resolveParagraph(_ scalars: [UInt32], _ range: Range<Int>, direction: LayoutDirection, forced: Bool,
                                 levels: inout [UInt8], paragraphLevels: inout [UInt8], resets: inout [Bool]) {
        let count = range.count
        guard count > 0, count <= Int(Int32.max) else { return }
        let text = Array(scalars[range])
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var resolved = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType = forced
            ? (direction == .rightToLeft ? cfribidi_par_rtl : cfribidi_par_ltr)
            : (direction == .rightToLeft ? cfribidi_par_weak_rtl : cfribidi_par_weak_ltr)
        let length = FriBidiStrIndex(count)
        text.withUnsafeBufferPointer { textBuffer in
            types.withUnsafeMutableBufferPointer { typeBuffer in
                precondition(textBuffer.count == count && typeBuffer.count == count)
                fribidi_get_bidi_types(textBuffer.baseAddress, length, typeBuffer.baseAddress)
            }
        }
        text.withUnsafeBufferPointer { textBuffer in
            types.withUnsafeBufferPointer { typeBuffer in
                brackets.withUnsafeMutableBufferPointer { bracketBuffer in
                    precondition(bracketBuffer.count == count)
                    fribidi_get_bracket_types(textBuffer.baseAddress, length, typeBuffer.baseAddress,
                                              bracketBuffer.baseAddress)
                }
            }
        }
        let maximum = types.withUnsafeBufferPointer { typeBuffer in
            brackets.withUnsafeBufferPointer { bracketBuffer in
                resolved.withUnsafeMutableBufferPointer { levelBuffer in
                    precondition(levelBuffer.count == count)
                    return fribidi_get_par_embedding_levels_ex(typeBuffer.baseAddress, bracketBuffer.baseAddress,
                                                               length, &base, levelBuffer.baseAddress)
                }
            }
        }
        let paragraphLevel: UInt8 = base == cfribidi_par_rtl ? 1 : 0
        for i in 0..<count {
            let index = range.lowerBound + i
            // 0 means FriBidi failed (out of memory): lay the paragraph out at its base level.
            levels[index] = maximum == 0 ? paragraphLevel : UInt8(clamping: resolved[i])
            paragraphLevels[index] = paragraphLevel
            resets[index] = cfribidi_resets_at_line_end(types[i]) != 0
        }
    }
}
