// File input for PNGDecoder: a read capped at the file-size limit (FileIO+Unsafe.swift), then decode.

extension PNGDecoder {
    /// Reads and decodes the PNG file at `path`. A file above `limits.maximumFileBytes` is refused from
    /// its size, before it is read.
    public static func decode(contentsOfFile path: String, limits: PNGDecodeLimits = .default)
        throws(PNGError) -> PNGImage
    {
        let bytes = try FileIO.readAll(path: path, maximumBytes: limits.maximumFileBytes)
        return try decode(bytes, limits: limits)
    }
}
