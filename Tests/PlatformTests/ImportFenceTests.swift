import Testing

/// Widget code fenced by `#if canImport(UIKit)` takes the iOS path in a target built with the aliases
/// (`-module-alias UIKit=WidgetRenderUIKit` …), as the fixture extension and the previews runner are.
@Test func canImportSeesUIKitOSAndOSLogThroughTheAliases() {
    #if canImport(UIKit) && canImport(os) && canImport(OSLog)
    let aliased = true
    #else
    let aliased = false
    #endif
    #expect(aliased)
}
