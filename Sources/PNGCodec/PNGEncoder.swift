// PNG encoding of straight-alpha RGBA8. libpng writes every chunk (the libpng calls and their setjmp
// live in Sources/CPNG/shim.h); the image data is compressed per preset either by our ScanlineDeflate
// (filter-none rows, `fast` and `default`) or by libpng's row filters and zlib (`small`).
//
// Method: libpng's low-level write API (png_set_filter, png_set_compression_*, png_write_chunk), as in
// the libpng manual §IV. Preset choices were measured on the 510×510 widget-like image of
// PNGBenchmarks.swift, the default example widget and the peers' scenes; see PNGPreset and `make bench`.
import CPNG

/// Encodes straight-alpha RGBA8 pixels to PNG bytes.
///
/// ```swift
/// let png = try PNGEncoder.encode(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
/// ```
///
/// The output is 8-bit RGBA (colour type 6), non-interlaced, with an `sRGB` chunk (13 bytes):
/// our pixels are sRGB-encoded (DESIGN.md §3), and saying so spares colour-managed viewers a guess
/// (some treat untagged images as the display's colour space). No gAMA/cHRM fallback is written.
public enum PNGEncoder {
    /// Encodes `width × height` pixels given row-major as `width * height * 4` bytes, no row padding.
    ///
    /// - Throws: `.invalidDimensions` for sides ≤ 0 or above 2³¹ − 1, `.bufferSizeMismatch` when `rgba`
    ///   is not exactly `width * height * 4` bytes, `.libpng` with libpng's message if it refuses.
    public static func encode(width: Int, height: Int, rgba: [UInt8], preset: PNGPreset = .default)
        throws(PNGError) -> [UInt8]
    {
        let expected = try PNGImage.byteCount(width: width, height: height)
        guard rgba.count == expected else { throw .bufferSizeMismatch(expected: expected, actual: rgba.count) }
        var smallest: [UInt8] = []
        for method in preset.methods {
            let png: [UInt8]
            switch method {
            case .zlib(let parameters):
                png = try encodeChecked(width: width, height: height, rgba: rgba, parameters: parameters, writesSRGB: true)
            case .scanline(let effort):
                png = try encodeScanline(width: width, height: height, rgba: rgba, effort: effort, writesSRGB: true)
            }
            if smallest.isEmpty || png.count < smallest.count { smallest = png }
        }
        return smallest
    }

    /// Encodes a decoded image.
    public static func encode(_ image: PNGImage, preset: PNGPreset = .default) throws(PNGError) -> [UInt8] {
        try encode(width: image.width, height: image.height, rgba: image.rgba, preset: preset)
    }
}

extension PNGPreset {
    /// The encodings each preset tries, in order; the smallest output wins. Measurements behind the choices
    /// are in ``PNGPreset``.
    var methods: [PNGEncodingMethod] {
        let none = Int32(WR_PNG_FILTER_NONE)
        let defaultStrategy = Int32(WR_ZLIB_STRATEGY_DEFAULT)
        switch self {
        case .fast:
            return [.scanline(.fast)]
        case .default:
            return [.scanline(.balanced)]
        case .small:
            return [
                .zlib(PNGEncodingParameters(filters: none, level: 9, strategy: defaultStrategy)),
                .zlib(PNGEncodingParameters(
                    filters: Int32(WR_PNG_FILTER_ALL), level: 9, strategy: Int32(WR_ZLIB_STRATEGY_FILTERED))),
            ]
        }
    }
}
