// libFuzzer harness: bytes → XcodeProject (the old-style property-list reader and the project model) → every
// target described (members, synchronized folders, settings, packages) and its Swift settings read.
//
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`. Any input must end in
// a project or a PropertyListError; a crash, a sanitizer report or a timeout is a finding. Paths are
// resolved as text only: nothing is read from disk.
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let project = try? XcodeProject(parsing: bytes, file: "project.pbxproj", projectFolder: "/project") else { return 0 }
    for target in project.targets {
        guard let description = try? project.describe(target) else { continue }
        _ = description.swiftLanguageMode
        _ = description.compilationConditions
        _ = description.linksWidgetKit
    }
    return 0
}
