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
    _ = fwrite(bytes, 1, bytes.count, stdout)  // the array's buffer, lent for the call
    fflush(stdout)
}
