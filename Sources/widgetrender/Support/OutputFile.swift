import FileAccess
import Glibc

/// Writes command output through FileAccess's one writer (its rules: docs/limits.md "Output files"):
/// atomically to regular files, to stdout for `-` and `/dev/stdout`, to the null device as a stream;
/// folders, FIFOs, other devices, hard-linked files and the command's own inputs are refused.
enum CLIOutput {
    /// Writes `bytes` to `path`; `inputs` are the files the command reads (never overwritten).
    /// Refusals that come from the command line (an empty path, a folder, a special file, an input) are
    /// usage errors (64); file-system failures are I/O errors (74).
    static func write(_ bytes: [UInt8], to path: String, inputs: [String] = []) throws {
        do { try FileAccess.OutputFile.write(bytes, to: path, inputs: inputs) } catch {
            if case .system(_, _, EPIPE) = error { endAfterStreamFailure(error) }  // `-o -` into a closed pipe
            throw failure(error, option: nil)
        }
    }

    /// Checks `path` before the work that produces its bytes, so a refused output costs no render.
    static func check(_ path: String, option: String, inputs: [String] = []) throws {
        do { _ = try OutputDestination.resolve(path, inputs: inputs) } catch { throw failure(error, option: option) }
    }

    /// A scratch file without a name in `folder` (FileAccess's ``SpoolFile``: gone when the command ends).
    static func spool(in folder: String) throws -> SpoolFile {
        do { return try SpoolFile(in: folder) } catch { throw failure(error, option: nil) }
    }

    /// Writes text (UTF-8) to `path`.
    static func write(text: String, to path: String, inputs: [String] = []) throws {
        try write(Array(text.utf8), to: path, inputs: inputs)
    }

    /// The CLI failure of a FileAccess error, escaped for the terminal (each long path shortened, the
    /// sentence around it kept whole).
    static func failure(_ error: FileAccessError, option: String?) -> CLIFailure {
        let prefix = option.map { "\($0): " } ?? ""
        let message = prefix + TerminalText.line(error.description)
        return error.isUsage ? .usage(message) : .io(message)
    }

    /// Refuses, creating nothing, a folder path that is empty or names an existing file that is not a folder.
    static func checkFolder(_ path: String) throws {
        if path.isEmpty { throw CLIFailure.usage("--output: the output folder path is empty") }
        if FileSystem.exists(path), !FileSystem.isFolder(path) {
            throw CLIFailure.usage("\(TerminalText.safe(path)): exists and is not a folder")
        }
    }

    /// Creates `path` as a folder (and its parents) unless it exists; an existing file is an error.
    static func makeFolder(_ path: String) throws {
        try checkFolder(path)
        do { try FileSystem.makeFolders(path) } catch {
            if case .notFolder(let name, _) = error {
                throw CLIFailure.usage("\(TerminalText.safe(name)): exists and is not a folder")
            }
            throw failure(error, option: nil)
        }
    }
}
