// Foundation without ICU, in one line: `import PortableFoundation` gives a file FoundationEssentials where
// the toolchain has it (Linux: Date, Data, URL, ProcessInfo … without loading ICU's 40 MB at
// start-up, a quarter of the CLI's start-up cost — docs/performance.md "Start-up") and Foundation elsewhere.
// The modules the CLI links import this instead of Foundation (scripts/lint.sh rule 5).
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
