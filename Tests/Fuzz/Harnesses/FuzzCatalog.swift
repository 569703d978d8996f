// libFuzzer harness: an asset-catalog tree (the text archive of Tests/ReliabilityTests/Support/
// FuzzCatalogArchive.swift, compiled in with this file) → files in a fresh catalog folder → AssetCatalog's
// reader → the generated symbols, the render's colour lookup and image store (PNG decoded, SVG drawn).
//
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`. Any input must end in
// a catalog or a typed AssetCatalogError; a crash, a sanitizer report, a leak or a timeout is a finding.
//
// The reader takes only a folder path (it lists folders, follows links and opens files itself, and those
// steps are the surface under test), so each input is written to disk: under one scratch folder per process
// (/dev/shm when it is writable, a memory file system, else the temporary folder; WIDGETRENDER_FUZZ_SCRATCH
// overrides), as `<scratch>/Assets.xcassets`, made fresh for each input and removed after it.
import Foundation
import Glibc

nonisolated(unsafe) private var scratch = ""

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<Int32>,
                           _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["WIDGETRENDER_FUZZ_SCRATCH"]
        ?? (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory())
    scratch = "\(base)/widgetrender-fuzz-catalog-\(getpid())"
    try? FileManager.default.removeItem(atPath: scratch)
    guard mkdir(scratch, 0o700) == 0 else {
        fputs("fuzz-catalog: cannot make the scratch folder \(scratch)\n", stderr)
        exit(74)
    }
    atexit { try? FileManager.default.removeItem(atPath: scratch) }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if FuzzCatalogRun.run(bytes, scratch: scratch) == .notWritten {
        fputs("fuzz-catalog: cannot write into \(scratch)\n", stderr)
        exit(74)
    }
    return 0
}
