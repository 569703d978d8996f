// Encoding from rows supplied by the caller: the scanline compressor lays each row straight into its own
// buffer behind the filter byte, so a caller holding pixels in another form (premultiplied, packed) converts
// row by row instead of building a full-size RGBA copy first.
//
// Invariant: each row buffer handed to `writeRow` is exactly `4 × width` bytes of the `byteCount` gathered
// (`byteCount = 4 × width × height`, asserted), rows `y` and `y + 1` never overlap.
import CPNG

extension PNGEncoder {
    /// Encodes `width × height` pixels that `writeRow(y, row)` supplies: it must fill `row` (exactly
    /// `4 × width` bytes) with the straight RGBA of row `y`. Rows are requested top to bottom, each once.
    ///
    /// ```swift
    /// let png = try PNGEncoder.encode(width: 2, height: 2) { y, row in
    ///     for i in 0..<row.count { row[i] = y == 0 ? 255 : 0 }
    /// }
    /// ```
    public static func encode(width: Int, height: Int, preset: PNGPreset = .default,
                              rows writeRow: (Int, UnsafeMutableRawBufferPointer) -> Void) throws(PNGError) -> [UInt8]
    {
        let byteCount = try PNGImage.byteCount(width: width, height: height)
        let methods = preset.methods
        if methods.count == 1, case .scanline(let effort) = methods[0] {
            let stream = ScanlineDeflate.zlibStream(width: width, height: height, effort: effort, rows: writeRow)
            return try container(width: width, height: height, stream: stream, writesSRGB: true)
        }
        // Several candidates: gather the rows once.
        assert(byteCount == width * height * 4, "PNGEncoder: \(byteCount) bytes for \(width) × \(height)")
        let rgba = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            for y in 0..<height {
                writeRow(y, UnsafeMutableRawBufferPointer(rebasing: raw[(y * width * 4)..<((y + 1) * width * 4)]))
            }
            initialized = byteCount
        }
        return try encode(width: width, height: height, rgba: rgba, preset: preset)
    }
}
