// `import os.log` and `import os.signpost`, as Apple code writes them: the submodules of the clang module map
// Sources/Platform/WidgetRenderOSSubmodules, which load the os shim (WidgetRenderOS, through the `os` alias).
// This file imports nothing else of the shim, so `Logger` and `os_log` being found is the test.
import os.log
import os.signpost
import Testing

@Test func submoduleImportsOfOSGiveTheLoggingAPI() {
    let logger = Logger(subsystem: "com.example.weather", category: "submodule")
    logger.info("loaded \(3) items")
    os_log("fetched %d", log: OSLog(subsystem: "com.example.weather", category: "submodule"), type: .debug, 2)
    #expect(OSLogType.debug != OSLogType.error)
}
