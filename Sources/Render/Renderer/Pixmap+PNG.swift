// A pixmap straight to PNG bytes: rows are un-premultiplied into the encoder's own buffer one at a time
// (`Pixmap.writeStraightRGBA(row:into:)` feeding `PNGEncoder.encode(width:height:preset:rows:)`), so no
// full-size straight-RGBA copy is made. Same bytes as encoding `straightRGBA()`.
import PNGCodec
import Raster

extension Pixmap {
    /// The pixels as a PNG file (straight alpha, sRGB chunk) with `preset`.
    ///
    /// ```swift
    /// let png = try pixmap.pngBytes()
    /// ```
    public func pngBytes(preset: PNGPreset = .default) throws(PNGError) -> [UInt8] {
        try PNGEncoder.encode(width: width, height: height, preset: preset) { y, row in
            writeStraightRGBA(row: y, into: row)
        }
    }
}
