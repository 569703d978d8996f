// PNG decoding to straight-alpha RGBA8 through libpng, with limits checked before any allocation.
//
// Method: 1. check the input size; 2. check the 8-byte signature (PNG spec §5.2); 3. read width and
// height from the IHDR chunk, which the spec requires first (§5.6), and refuse sizes above the limits;
// 4. let libpng (user limits and chunk malloc cap set) read the header and expand every colour type
// and bit depth to RGBA8 (libpng manual §III "Transformations"). Gamma: samples are treated as sRGB
// and gAMA/cHRM/iCCP are ignored, as browsers do for untagged web images and as our renderer assumes.

/// Decodes PNG bytes of any colour type, bit depth and interlacing to straight-alpha RGBA8.
///
/// ```swift
/// let image = try PNGDecoder.decode(bytes)
/// print(image.width, image.height, image.rgba.count)
/// ```
///
/// Palette, gray and gray+alpha become RGBA; tRNS becomes alpha; 16-bit samples are scaled to 8 bits
/// with rounding (`round(v / 257)`); Adam7 is de-interlaced. Colour values are passed through
/// unchanged (no gamma or ICC conversion).
public enum PNGDecoder {
    /// The 8-byte PNG signature (PNG spec §5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes `bytes`, refusing anything outside `limits` before allocating pixel memory.
    ///
    /// - Throws: `.emptyInput`, `.fileTooLarge`, `.notPNG`, `.truncated`, `.invalidDimensions`,
    ///   `.dimensionsExceedLimit`, or `.libpng` with libpng's message (bad CRC, bad zlib data, …).
    public static func decode(_ bytes: [UInt8], limits: PNGDecodeLimits = .default) throws(PNGError) -> PNGImage {
        // 1. Size of the input.
        guard !bytes.isEmpty else { throw .emptyInput }
        guard bytes.count <= limits.maximumFileBytes else {
            throw .fileTooLarge(byteCount: bytes.count, maximumByteCount: max(0, limits.maximumFileBytes))
        }
        // 2. Signature.
        try checkSignature(bytes)
        // 3. IHDR dimensions, before libpng allocates anything.
        if let (width, height) = headerDimensions(bytes) {
            guard width > 0, height > 0, width <= PNGImage.maximumSide, height <= PNGImage.maximumSide else {
                throw .invalidDimensions(width: width, height: height)
            }
            guard limits.accepts(width: width, height: height) else {
                throw .dimensionsExceedLimit(
                    width: width, height: height, maximumWidth: limits.maximumWidth,
                    maximumHeight: limits.maximumHeight, maximumPixels: limits.maximumPixels)
            }
        }
        // 4. libpng.
        return try decodeWithLibpng(bytes, limits: limits)
    }

    /// Throws `.notPNG` unless `bytes` starts with the signature (`.truncated` if it is a proper prefix of it).
    static func checkSignature(_ bytes: [UInt8]) throws(PNGError) {
        let count = min(bytes.count, signature.count)
        guard bytes.prefix(count).elementsEqual(signature.prefix(count)) else { throw .notPNG }
        guard bytes.count > signature.count else { throw .truncated(byteCount: bytes.count) }
    }

    /// Width and height from an IHDR chunk right after the signature, or nil if there is none (libpng
    /// then reports the malformed file). The CRC is left to libpng.
    static func headerDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        // signature(8) length(4) "IHDR"(4) width(4) height(4)
        guard bytes.count >= 24, Array(bytes[12..<16]) == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            (Int(bytes[offset]) << 24) | (Int(bytes[offset + 1]) << 16) | (Int(bytes[offset + 2]) << 8)
                | Int(bytes[offset + 3])
        }
        return (bigEndian(16), bigEndian(20))
    }
}
