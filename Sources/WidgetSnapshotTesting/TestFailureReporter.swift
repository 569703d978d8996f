// Reports a failure to whichever test framework is running the caller: Swift Testing when the current
// task runs a `@Test` (`Test.current != nil`, as swift-snapshot-testing decides), XCTest otherwise.
// `Test.current` is task-local: code in a detached task inside a `@Test` reports through XCTest, which
// Swift Testing does not see, so keep assertions on the test's own task.
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Records a test failure with the caller's source location, in Swift Testing or XCTest.
enum TestFailureReporter {
    /// Records `message` as a failure at the given location.
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
