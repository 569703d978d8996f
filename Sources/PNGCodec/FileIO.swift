// Bounded file reads for the PNG file helpers, over FileAccess (the program's one file opener and one
// output writer).
//
// Confined read: a read may require the file to be inside a folder, checked by FileAccess's Confinement on
// the opened descriptor, so a file swapped for a symbolic link between a document's check and the render is
// still refused.
// Every file is opened non-blocking and must be a regular file (RegularFile.open), confined or not, so a
// FIFO never hangs a read.
import FileAccess

/// Whole-file reads with a size cap, and writes through FileAccess's output writer.
enum FileIO {
    /// Reads the whole file at `path`; throws `.fileTooLarge` as soon as it holds more than `maximumBytes`,
    /// without reading the rest. With `folder` (a document's image), the opened file must be inside it
    /// (FileAccess's Confinement), else `.outsideFolder` before anything is read.
    static func readAll(path: String, maximumBytes: Int, insideFolder folder: String? = nil) throws(PNGError) -> [UInt8] {
        let file: RegularFile
        do {
            if let folder { file = try Confinement.open(path, inside: folder) } else { file = try RegularFile.open(path) }
        } catch {
            if case let .outsideFolder(_, resolved, realFolder) = error {
                throw .outsideFolder(path: path, resolvedPath: resolved, folder: realFolder)
            }
            throw pngError(error, path: path)
        }
        defer { file.close() }
        do { return try file.readAll(limit: maximumBytes) } catch { throw pngError(error, path: path) }
    }

    /// Replaces the file at `path` with `bytes` through FileAccess's writer (atomic, special files refused).
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        do { try OutputFile.write(bytes, to: path) } catch { throw pngError(error, path: path, operation: "write") }
    }

    /// The PNGError of a FileAccess error.
    static func pngError(_ error: FileAccessError, path: String, operation: String = "read") -> PNGError {
        switch error {
        case let .tooLarge(_, byteCount, limit): return .fileTooLarge(byteCount: byteCount, maximumByteCount: limit)
        case let .system(path, operation, code):
            return .fileSystem(path: path, operation: operation, message: FileAccessError.plainWords(code))
        case let .notRegularFile(path, kind):
            return .fileSystem(path: path, operation: operation, message: "it is \(kind), not a regular file")
        default:
            return .fileSystem(path: path, operation: operation, message: error.description)
        }
    }
}
