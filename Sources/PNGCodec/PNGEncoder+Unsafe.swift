// The libpng call of PNGEncoder: hands the pixel buffer to the C shim (which owns setjmp and every
// callback) and copies the malloc'd PNG bytes back into a Swift array.
//
// Invariant: pixel buffers hold `width × height × 4` bytes (asserted; the callers validated the sizes), pointers
// are used only inside their `withUnsafe…` closure, and the shim's output is `writer.length` bytes at
// `writer.data`, freed by `wr_png_writer_destroy`.
import CPNG

extension PNGEncoder {
    /// Encodes pixels whose dimensions and buffer size were already validated.
    static func encodeChecked(width: Int, height: Int, rgba: [UInt8], parameters: PNGEncodingParameters,
                              writesSRGB: Bool) throws(PNGError) -> [UInt8]
    {
        assert(rgba.count == width * height * 4, "PNGEncoder: \(rgba.count) bytes for \(width) × \(height)")
        var writer = wr_png_writer()
        defer { wr_png_writer_destroy(&writer) }
        let stride = width * 4
        // Flat UI art compresses to roughly a tenth; start there and let the shim double.
        let initialCapacity = min(rgba.count / 8 + 1024, 1 << 22)
        let status = rgba.withUnsafeBufferPointer { pixels in
            wr_png_encode_rgba(
                &writer, pixels.baseAddress, UInt32(width), UInt32(height), stride,
                parameters.filters, parameters.level, parameters.strategy, writesSRGB ? 1 : 0, initialCapacity)
        }
        guard status == Int32(WR_PNG_OK) else { throw .libpng(message: message(of: &writer)) }
        guard let data = writer.data else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: writer.length))
    }

    /// The NUL-terminated message libpng left in the writer.
    static func message(of writer: inout wr_png_writer) -> String {
        withUnsafeBytes(of: &writer.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

extension PNGEncoder {
    /// Encodes pixels whose dimensions and buffer size were already validated, with the image data compressed
    /// by ScanlineDeflate (filter type 0 rows) and the chunks written by libpng.
    static func encodeScanline(width: Int, height: Int, rgba: [UInt8], effort: DeflateEffort,
                               writesSRGB: Bool) throws(PNGError) -> [UInt8]
    {
        assert(rgba.count == width * height * 4, "PNGEncoder: \(rgba.count) bytes for \(width) × \(height)")
        let stream = rgba.withUnsafeBufferPointer { pixels -> [UInt8] in
            guard let base = pixels.baseAddress else { return [] }
            return ScanlineDeflate.zlibStream(rgba: base, width: width, height: height, effort: effort)
        }
        return try container(width: width, height: height, stream: stream, writesSRGB: writesSRGB)
    }

    /// The PNG file around an already compressed image data stream: libpng writes the chunks.
    static func container(width: Int, height: Int, stream: [UInt8], writesSRGB: Bool) throws(PNGError) -> [UInt8] {
        var writer = wr_png_writer()
        defer { wr_png_writer_destroy(&writer) }
        let status = stream.withUnsafeBufferPointer { compressed in
            wr_png_encode_compressed(&writer, UInt32(width), UInt32(height), compressed.baseAddress, compressed.count,
                                     writesSRGB ? 1 : 0, compressed.count + 128)
        }
        guard status == Int32(WR_PNG_OK) else { throw .libpng(message: message(of: &writer)) }
        guard let data = writer.data else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: writer.length))
    }
}
