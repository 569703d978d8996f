// The process's own arguments, from the C argv. Swift's CommandLine.arguments on Linux is
// read from /proc/self/cmdline, so in a mount namespace or container without /proc the CLI saw no
// arguments at all and rendered the default example. glibc calls each ELF constructor in .init_array
// with (argc, argv, envp) before main (glibc's _dl_init / __libc_csu_init; the System V ABI leaves the
// arguments open, glibc documents and has always passed them), so a function placed there with
// `@used @section(".init_array")` (Swift 6.3, SE-0492) sees the real argv, with or without /proc.
// Invariant: argv holds argc valid C strings for the life of the process (they live on the initial stack).
#if canImport(Glibc)
import Glibc
#endif

/// The argument vector the kernel gave the process.
///
/// ```swift
/// let arguments = ProcessArguments.arguments   // ["--family", "systemSmall"], with or without /proc
/// ```
public enum ProcessArguments {
    /// The arguments after the program name, from the C argv; CommandLine.arguments when the constructor
    /// did not run (a libc that passes no arguments to constructors).
    public static var arguments: [String] {
        guard capturedCount > 0, let vector = capturedVector else { return Array(CommandLine.arguments.dropFirst()) }
        assert(capturedCount < Int32.max, "argc out of range")
        return (1..<Int(capturedCount)).map { index in vector[index].map { String(cString: $0) } ?? "" }
    }
}

/// Set by ``captureProcessArguments`` before main; read-only afterwards.
nonisolated(unsafe) private var capturedCount: Int32 = 0
nonisolated(unsafe) private var capturedVector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

/// An ELF constructor: glibc runs it before main with the process's argc, argv and envp.
@used @section(".init_array")
private let captureProcessArguments: @convention(c) (
    Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Void = { count, vector, _ in
    capturedCount = count
    capturedVector = vector
}
