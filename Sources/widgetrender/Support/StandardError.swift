import PortableFoundation
#if canImport(Glibc)
@preconcurrency import Glibc  // stdout and stderr are C globals
#endif

/// Writes one line to standard error.
func printError(_ message: String) {
    fputs(message + "\n", stderr)
}

/// Writes bytes to standard output (after anything `print` buffered).
func writeStandardOutput(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
    fflush(stdout)
}
