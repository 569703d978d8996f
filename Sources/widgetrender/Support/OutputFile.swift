import PNGCodec
import PortableFoundation

/// Writes command output: atomically to files (a temporary file, then a rename), or to stdout for `-`.
enum OutputFile {
    /// Writes PNG bytes to `path`, or to stdout when `path` is `-`.
    static func write(png: [UInt8], to path: String) throws {
        if path == "-" {
            writeStandardOutput(png)
            return
        }
        do { try PNGEncoder.write(encoded: png, to: path) } catch { throw CLIFailure.io("\(path): \(error)") }
    }

    /// Writes text (UTF-8) to `path` atomically.
    static func write(text: String, to path: String) throws {
        do { try PNGEncoder.write(encoded: Array(text.utf8), to: path) } catch { throw CLIFailure.io("\(path): \(error)") }
    }

    /// Creates `path` as a folder (and its parents) unless it exists; an existing file is an error.
    static func makeFolder(_ path: String) throws {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder else { throw CLIFailure.io("\(path): exists and is not a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw CLIFailure.io("\(path): cannot create the folder (\(error))")
        }
    }
}
