import ArgumentParser
import PreviewRun

/// The exit codes of `widgetrender`, distinct per kind of failure (DESIGN.md §4), after sysexits.h; the
/// failures the preview runner shares take their numbers from PreviewRun's `ExitCodes`.
enum CLIExitCode {
    /// Images differ (compare) — the one "expected" failure.
    static let mismatch = ExitCode(1)
    /// The legibility check found unreadable elements (check) — its "expected" failure, like `mismatch`.
    static let findings = ExitCode(1)
    /// Bad command line: unknown option, family, mode, device (ArgumentParser's validation code).
    static let usage = ExitCode(ExitCodes.usage)
    /// Bad input: a malformed document, an undecodable image, a family the widget does not support.
    static let input = ExitCode(ExitCodes.input)
    /// A file could not be read or written.
    static let io = ExitCode(ExitCodes.io)
    /// Some renders of a gallery failed while the others were written.
    static let partial = ExitCode(3)
    /// `--strict` and the render had warnings (render writes nothing; gallery writes every file first).
    static let strict = ExitCode(4)
}

/// An error the CLI reports as one line on stderr with a chosen exit code.
struct CLIFailure: Error, CustomStringConvertible {
    var message: String
    var code: ExitCode

    var description: String { message }

    static func usage(_ message: String) -> CLIFailure { CLIFailure(message: message, code: CLIExitCode.usage) }
    static func input(_ message: String) -> CLIFailure { CLIFailure(message: message, code: CLIExitCode.input) }
    static func io(_ message: String) -> CLIFailure { CLIFailure(message: message, code: CLIExitCode.io) }
}
