// File output for PNGEncoder: encode, then replace the destination atomically (FileIO+Unsafe.swift).

extension PNGEncoder {
    /// Encodes pixels and writes the PNG to `path` atomically: a temporary file in the same directory is
    /// renamed over the destination, and nothing is left behind on failure.
    ///
    /// ```swift
    /// try PNGEncoder.write(width: 510, height: 510, rgba: pixels, to: "widget.png")
    /// ```
    public static func write(width: Int, height: Int, rgba: [UInt8], preset: PNGPreset = .default,
                             to path: String) throws(PNGError)
    {
        let png = try encode(width: width, height: height, rgba: rgba, preset: preset)
        try FileIO.writeAtomically(png, to: path)
    }

    /// Writes already encoded bytes to `path` atomically (temporary file + rename).
    public static func write(encoded bytes: [UInt8], to path: String) throws(PNGError) {
        try FileIO.writeAtomically(bytes, to: path)
    }
}
