/// Pointer access to a `MaskColorTable` for the glyph loop (valid only inside `withPointers`).
extension MaskColorTable {
    /// The table's arrays as pointers (valid inside `withPointers` only).
    struct Pointers {
        let color: UInt32
        let scaled: UnsafePointer<UInt32>
        let inversePairs: UnsafePointer<UInt32>
    }

    /// Runs `body` with pointers to the table.
    func withPointers(_ body: (Pointers) -> Void) {
        scaled.withUnsafeBufferPointer { s in
            inversePairs.withUnsafeBufferPointer { i in
                guard let sp = s.baseAddress, let ip = i.baseAddress else { return }
                body(Pointers(color: color, scaled: sp, inversePairs: ip))
            }
        }
    }
}
