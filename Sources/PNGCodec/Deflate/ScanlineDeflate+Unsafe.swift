// A DEFLATE encoder (RFC 1950/1951) for PNG scanlines with filter type 0, specialised for flat UI art.
//
// Rendered widgets are flat colour runs, anti-aliased edges, gradients and text. In a stream of unfiltered RGBA
// rows (each preceded by its filter byte, so a row is S = 4·width + 1 bytes), the matches that matter sit at four
// fixed distances: 4 (the previous pixel: runs), S (the pixel above: vertical repeats), S − 4 and S + 4 (above
// right and above left: diagonal gradients and edges). zlib finds them too, through hash chains up to 128 deep
// with every position inserted; here they are tried first, directly, and only then a short hash chain (for
// repeats elsewhere: glyphs, icons). Runs need no hash insertions at all. This is the idea of PNG's own
// predictors (Sub, Up, Paeth) turned into LZ77 candidates, and of fpng's pixel-distance matches.
//
// 1. Copy the rows behind their filter bytes into one padded buffer (matches compare eight bytes at a time).
// 2. Parse greedily with one-step lazy matching (zlib's deflate_slow rule), counting symbol frequencies.
// 3. Every `blockTokens` tokens, end a block: build length-limited Huffman codes and send the block as
//    dynamic, fixed or stored, whichever is smallest (DeflateBlock).
// 4. Wrap in zlib's header and Adler-32 (taken while copying, Adler32).
//
// Output is a pure function of the pixels and the effort: no hashing of addresses, no threads.
//
// Invariant: the one raw allocation of the encoder input, `data`, holds `height` rows of `4·width + 1` bytes
// plus 8 zero bytes of padding (eight-byte compares may read past a match's end, never past the padding), and
// is freed when `zlibStream` returns; each row is handed to `writeRow` as a buffer of exactly `4·width` bytes
// behind its filter byte. `rgba` must hold `width × height × 4` bytes. The sizes are asserted in debug builds.

/// Compresses unfiltered PNG scanlines into a zlib stream.
enum ScanlineDeflate {
    /// The zlib stream of the filter-type-0 scanlines of `rgba` (`width × height` RGBA8, rows packed).
    static func zlibStream(rgba: UnsafePointer<UInt8>, width: Int, height: Int, effort: DeflateEffort) -> [UInt8] {
        zlibStream(width: width, height: height, effort: effort) { y, row in
            guard let destination = row.baseAddress else { return }
            destination.copyMemory(from: rgba + y * width * 4, byteCount: width * 4)
        }
    }

    /// The zlib stream of the filter-type-0 scanlines that `writeRow(y, row)` writes (`4 × width` straight RGBA
    /// bytes for row y, called once per row, top to bottom).
    static func zlibStream(width: Int, height: Int, effort: DeflateEffort,
                           rows writeRow: (Int, UnsafeMutableRawBufferPointer) -> Void) -> [UInt8] {
        assert(width > 0 && height > 0, "ScanlineDeflate: empty image \(width) × \(height)")
        let rowLength = width * 4 + 1
        let count = rowLength * height
        // Step 1. The checksum is taken row by row while the row is still in cache.
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 8)
        defer { data.deallocate() }
        var checksum = Adler32()
        for y in 0..<height {
            assert((y + 1) * rowLength <= count, "ScanlineDeflate: row \(y) past the buffer")
            let row = data + y * rowLength
            row[0] = 0
            writeRow(y, UnsafeMutableRawBufferPointer(start: row + 1, count: width * 4))
            checksum.update(row, count: rowLength)
        }
        (data + count).initialize(repeating: 0, count: 8)
        // Steps 2 and 3.
        var session = DeflateSession(data: UnsafePointer(data), count: count, rowLength: rowLength, effort: effort)
        defer { session.deallocate() }
        session.output.reserve(2)
        session.output.append(0x78)  // CM 8 (deflate), CINFO 7 (32 KiB window)
        session.output.append(0x9C)  // FLEVEL 2 (default), FCHECK so that 0x789C is a multiple of 31
        session.compress()
        // Step 4.
        let adler = checksum.value
        session.output.reserve(4)
        for shift: UInt32 in [24, 16, 8, 0] { session.output.append(UInt8(truncatingIfNeeded: adler >> shift)) }
        return session.output.bytes
    }
}
