// The process's peak resident memory, as the kernel counts it: getrusage(RUSAGE_SELF).ru_maxrss, in KiB on
// Linux (getrusage(2)). Read at the end of a run for the report; the bench compares it between one and many
// repetitions of every preview in one process to show memory stays flat.
#if canImport(Glibc)
import Glibc
#endif

/// Reads the peak resident set size of this process.
enum PeakMemory {
    /// The peak resident set in KiB; 0 where the system does not say.
    static func kibibytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return usage.ru_maxrss
    }
}
