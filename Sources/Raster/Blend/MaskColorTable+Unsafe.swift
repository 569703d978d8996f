/// Span access to a `MaskColorTable` for the glyph loop (valid only inside `withPointers`).
///
/// Invariant: both tables hold 256 entries (asserted), so any coverage byte indexes them in bounds; the spans
/// live only inside `withPointers`' closure, while the arrays lend their buffers.
extension MaskColorTable {
    /// The table's arrays as spans of 256 entries (valid inside `withPointers` only).
    struct Pointers {
        let color: UInt32
        let scaled: SpanPointer<UInt32>
        let inversePairs: SpanPointer<UInt32>
    }

    /// Runs `body` with spans over the table.
    func withPointers(_ body: (Pointers) -> Void) {
        assert(scaled.count == 256 && inversePairs.count == 256, "MaskColorTable: a table has 256 entries")
        scaled.withSpan { s in
            inversePairs.withSpan { i in
                body(Pointers(color: color, scaled: s, inversePairs: i))
            }
        }
    }
}
