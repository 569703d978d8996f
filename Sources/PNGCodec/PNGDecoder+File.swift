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

    /// Reads and decodes the PNG file at `path`, which must be inside `folder` once opened: the file the
    /// opened descriptor reaches (symbolic links followed) is checked before a byte is read, so a file
    /// swapped for a link out of `folder` after `path` was checked is refused with
    /// ``PNGError/outsideFolder(path:resolvedPath:folder:)``.
    public static func decode(contentsOfFile path: String, insideFolder folder: String,
                              limits: PNGDecodeLimits = .default) throws(PNGError) -> PNGImage
    {
        let bytes = try FileIO.readAll(path: path, maximumBytes: limits.maximumFileBytes, insideFolder: folder)
        return try decode(bytes, limits: limits)
    }
}
