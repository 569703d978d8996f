// `import os.log` and `import os.signpost`, as Apple code writes them: the submodules of the clang module map
// Sources/Platform/WidgetRenderOSSubmodules, which load the os shim (WidgetRenderOS, through the `os` alias).
// This file imports nothing else of the shim, so `Logger`, `os_log` and the signposts being found is the test.
import os.log
import os.signpost
import Testing

@Test func submoduleImportsOfOSGiveTheLoggingAPI() {
    let logger = Logger(subsystem: "com.example.weather", category: "submodule")
    logger.info("loaded \(3) items")
    os_log("fetched %d", log: OSLog(subsystem: "com.example.weather", category: "submodule"), type: .debug, 2)
    #expect(OSLogType.debug != OSLogType.error)
}

@Test func signpostsAfterImportOSSignpostAreInert() throws {
    let signposter = OSSignposter(subsystem: "com.example.weather", category: .pointsOfInterest)
    #expect(!signposter.isEnabled)
    let id = signposter.makeSignpostID()
    #expect(id != signposter.makeSignpostID() && id != .exclusive && id != .invalid)
    let state = signposter.beginInterval("timeline", id: id, "city \("Paris", privacy: .public)")
    #expect(state.signpostID == id)
    signposter.emitEvent("entry")
    signposter.endInterval("timeline", state)
    #expect(signposter.withIntervalSignpost("load") { 42 } == 42)
    let log = OSLog(subsystem: "com.example.weather", category: .pointsOfInterest)
    os_signpost(.begin, log: log, name: "fetch", signpostID: OSSignpostID(log: log))
    os_signpost(.event, log: log, name: "fetch", "%d entries", 3)
    #expect(log.category == "PointsOfInterest")
}
