// The libpng calls of PNGDecoder: the C shim (Sources/CPNG/shim.h) owns setjmp and the memory read
// callback; this file keeps the input pinned for the whole decode and decodes straight into the
// output array's storage.
//
// Invariant: the input pointer and count come from `bytes.withUnsafeBufferPointer` and are used only inside it;
// the output buffer holds `byteCount = width × height × 4` bytes, which is what libpng writes with a row stride
// of `4 × width` (asserted).
import CPNG

extension PNGDecoder {
    /// Runs libpng over `bytes`, whose signature and IHDR size were already checked against `limits`.
    static func decodeWithLibpng(_ bytes: [UInt8], limits: PNGDecodeLimits) throws(PNGError) -> PNGImage {
        var reader = wr_png_reader()
        defer { wr_png_reader_destroy(&reader) }
        let result: Result<PNGImage, PNGError> = bytes.withUnsafeBufferPointer { input in
            let status = wr_png_read_header(
                &reader, input.baseAddress, input.count, clampedUInt32(limits.maximumWidth),
                clampedUInt32(limits.maximumHeight), max(1, limits.maximumChunkBytes))
            if let error = error(status: status, reader: &reader, inputCount: input.count) { return .failure(error) }

            // The header check in `decode` covers this already; libpng's header is the authority.
            let width = Int(reader.width)
            let height = Int(reader.height)
            guard width > 0, height > 0 else { return .failure(.invalidDimensions(width: width, height: height)) }
            guard limits.accepts(width: width, height: height) else {
                return .failure(.dimensionsExceedLimit(
                    width: width, height: height, maximumWidth: limits.maximumWidth,
                    maximumHeight: limits.maximumHeight, maximumPixels: limits.maximumPixels))
            }

            // Overflow-checked, for callers who set limits near Int.max.
            let byteCount: Int
            do throws(PNGError) {
                byteCount = try PNGImage.byteCount(width: width, height: height)
            } catch {
                return .failure(error)
            }
            let stride = width * 4
            assert(stride * height == byteCount, "PNGDecoder: output buffer of another size")
            var readStatus = Int32(WR_PNG_FAILED)
            let rgba = [UInt8](unsafeUninitializedCapacity: byteCount) { output, initializedCount in
                readStatus = wr_png_read_rgba(&reader, output.baseAddress, stride)
                // On failure rows may be partly written; the array is dropped, so claim none.
                initializedCount = readStatus == Int32(WR_PNG_OK) ? byteCount : 0
            }
            if let error = error(status: readStatus, reader: &reader, inputCount: input.count) {
                return .failure(error)
            }
            return .success(PNGImage(uncheckedWidth: width, height: height, rgba: rgba))
        }
        return try result.get()
    }

    /// The typed error for a shim status, or nil for success.
    private static func error(status: Int32, reader: inout wr_png_reader, inputCount: Int) -> PNGError? {
        switch status {
        case Int32(WR_PNG_OK): return nil
        case Int32(WR_PNG_TRUNCATED): return .truncated(byteCount: inputCount)
        default:
            let message = withUnsafeBytes(of: &reader.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .libpng(message: message)
        }
    }

    /// `value` clamped to 0...UInt32.max, for libpng's 32-bit limit arguments.
    private static func clampedUInt32(_ value: Int) -> UInt32 {
        UInt32(clamping: max(0, value))
    }
}
