// The CLI's writes to standard output and standard error, every one checked:
//  - a closed pipe (EPIPE: `widgetrender -o - | head -c 10`) ends the process quietly by SIGPIPE, the
//    conventional status (128 + 13 = 141 in a shell), as a filter that lost its reader should;
//  - any other failure (a full disk, an I/O error, a closed stream) prints one line on stderr (if it can)
//    and exits 74.
// SIGPIPE is ignored from the start of `main`, so a write to a closed pipe returns EPIPE here instead of
// killing the process at an arbitrary point; it is re-raised with the default action once we decide to end.
import FileAccess
#if canImport(Glibc)
@preconcurrency import Glibc  // stdout and stderr are C globals
#endif

/// Writes one line to standard error, escaped for the terminal (``TerminalText/line(_:)``); a failing
/// stderr ends the process with 74 (or quietly by SIGPIPE for a closed pipe).
func printError(_ message: String) {
    do { try StandardStream.write(Array((TerminalText.line(message) + "\n").utf8), to: STDERR_FILENO) } catch {
        endAfterStreamFailure(error, reportOnStandardError: false)
    }
}

/// Writes one line of text to standard output, checked.
func printOutput(_ text: String) {
    writeStandardOutput(Array((text + "\n").utf8))
}

/// Writes bytes to standard output, checked: a failure ends the process (see the header).
func writeStandardOutput(_ bytes: [UInt8]) {
    do { try StandardStream.write(bytes, to: STDOUT_FILENO) } catch { endAfterStreamFailure(error) }
}

/// Ends the process after a failed write to a standard stream: quietly by SIGPIPE for a closed pipe,
/// else with one line on stderr and exit 74.
func endAfterStreamFailure(_ error: FileAccessError, reportOnStandardError: Bool = true) -> Never {
    if case .system(_, _, EPIPE) = error {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(141)
    }
    if reportOnStandardError {
        _ = try? StandardStream.write(Array("widgetrender: \(error)\n".utf8), to: STDERR_FILENO)
    }
    exit(CLIExitCode.io.rawValue)
}
