/// Everything that can go wrong encoding or decoding a PNG, with the context to act on it.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// A width or height that is zero, negative or larger than a PNG can declare (2³¹ − 1).
    case invalidDimensions(width: Int, height: Int)
    /// The IHDR declares a size above the decode limits; refused before anything is allocated.
    case dimensionsExceedLimit(width: Int, height: Int, maximumWidth: Int, maximumHeight: Int, maximumPixels: Int)
    /// The input is larger than `PNGDecodeLimits.maximumFileBytes`.
    case fileTooLarge(byteCount: Int, maximumByteCount: Int)
    /// The input holds no bytes at all.
    case emptyInput
    /// The input does not start with the PNG signature.
    case notPNG
    /// The input ends before the PNG does (after `byteCount` bytes).
    case truncated(byteCount: Int)
    /// libpng refused the data; `message` is libpng's own (e.g. "IHDR: CRC error").
    case libpng(message: String)
    /// The pixel buffer does not hold exactly `width * height * 4` bytes.
    case bufferSizeMismatch(expected: Int, actual: Int)
    /// Reading or writing a file failed; `message` is the system's (strerror) text.
    case fileSystem(path: String, operation: String, message: String)
    /// The file opened at `path` is `resolvedPath`, outside `folder`, the folder it was required to stay in
    /// (a symbolic link out of it, possibly swapped in after the path was checked).
    case outsideFolder(path: String, resolvedPath: String, folder: String)

    /// A one-line explanation, including libpng's or the system's message where there is one.
    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "invalid PNG dimensions \(width)×\(height): each side must be 1...2147483647"
        case let .dimensionsExceedLimit(width, height, maximumWidth, maximumHeight, maximumPixels):
            return "PNG is \(width)×\(height) pixels, above the decode limit of "
                + "\(maximumWidth)×\(maximumHeight) and \(maximumPixels) pixels"
        case let .fileTooLarge(byteCount, maximumByteCount):
            return "PNG input is \(byteCount) bytes, above the limit of \(maximumByteCount) bytes"
        case .emptyInput:
            return "PNG input is empty"
        case .notPNG:
            return "input is not a PNG (no PNG signature)"
        case let .truncated(byteCount):
            return "PNG data is truncated (ends after \(byteCount) bytes)"
        case let .libpng(message):
            return "libpng: \(message)"
        case let .bufferSizeMismatch(expected, actual):
            return "RGBA buffer holds \(actual) bytes, expected width × height × 4 = \(expected)"
        case let .fileSystem(path, operation, message):
            return "cannot \(operation) \(path): \(message)"
        case let .outsideFolder(path, resolvedPath, folder):
            return "\(path) resolves to \(resolvedPath), outside the folder \(folder) it must stay in"
        }
    }
}
