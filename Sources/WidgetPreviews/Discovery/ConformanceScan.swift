/// Reads the runtime's protocol-conformance records to find the preview types linked into the
/// process (the walk is in `ConformanceScan+Unsafe.swift`).
enum ConformanceScan {}
