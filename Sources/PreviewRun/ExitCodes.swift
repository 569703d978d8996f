// The exit codes `widgetrender` and its preview runner share (after sysexits.h; DESIGN.md §4): one place
// for the numbers, so the runner exits with the codes the CLI documents (CLIExitCode builds on these).

/// The exit codes of a failure, shared by the CLI and the preview runner.
public enum ExitCodes {
    /// Bad command line (EX_USAGE).
    public static let usage: Int32 = 64
    /// Bad input: a malformed document or request, an undecodable image, a budget refusal (EX_DATAERR).
    public static let input: Int32 = 65
    /// A real I/O failure: a file that could not be read or written (EX_IOERR).
    public static let io: Int32 = 74
}
