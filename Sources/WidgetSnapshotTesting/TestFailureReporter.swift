// Reports an issue to whichever test framework is running the caller: Swift Testing when the current
// task runs a `@Test` (`Test.current != nil`, as swift-snapshot-testing decides), XCTest otherwise.
// `Test.current` is task-local: code in a detached task inside a `@Test` reports through XCTest, which
// Swift Testing does not see, so keep assertions on the test's own task.
//
// Two severities. A failure is `Issue.record(_:severity: .error)` or `XCTFail`. A warning must not fail
// the test: Swift Testing records it with `Issue.Severity.warning` (shown, never a failure); XCTest on
// Linux (swift-corelibs-xctest) has no non-failing issue (no `XCTIssue`, no `XCTExpectFailure`), so the
// warning is printed to standard error as a compiler-style diagnostic, `path:line:column: warning: …`,
// which editors and CI log parsers point at the test's line.
import Foundation
import Synchronization
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Where an assertion was called: the location its issues are reported at.
struct TestCallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
    /// True when this is a line of this library, because the caller's is unknown (swift-snapshot-testing's
    /// strategies): Swift Testing then reports at the running test's declaration instead.
    var isInLibrary = false
}

/// Records failures and warnings with the caller's source location, in Swift Testing or XCTest.
enum TestFailureReporter {
    /// How serious an issue is: a failure fails the test, a warning is shown and does not.
    enum Severity: Sendable, Equatable {
        case failure
        case warning
    }

    /// One reported issue, as a ``Capture`` keeps it.
    struct Report: Sendable, Equatable {
        var severity: Severity
        var message: String
    }

    /// Collects the issues reported on the current task instead of recording them (for tests of the
    /// reporting itself, which must not fail their own test to observe a failure).
    final class Capture: Sendable {
        private let storage = Mutex<[Report]>([])

        /// Every issue captured so far, in order.
        var reports: [Report] { storage.withLock { $0 } }

        /// Adds one issue.
        func append(_ report: Report) { storage.withLock { $0.append(report) } }
    }

    /// When set (a task-local value), issues go to it and to no framework.
    @TaskLocal static var capture: Capture?

    /// Records `message` as a failure at the given location.
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        report(message, severity: .failure, at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records `message` with `severity` at `site`.
    static func report(_ message: String, severity: Severity, at site: TestCallSite) {
        if let capture {
            capture.append(Report(severity: severity, message: message))
            return
        }
        #if canImport(Testing)
        if let test = Test.current {
            let location = site.isInLibrary
                ? test.sourceLocation
                : SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
                                 column: Int(site.column))
            Issue.record(Comment(rawValue: message), severity: severity == .failure ? .error : .warning,
                         sourceLocation: location)
            return
        }
        #endif
        switch severity {
        case .failure:
            XCTFail(message, file: site.filePath, line: site.line)
        case .warning:
            printWarning(message, at: site)
        }
    }

    /// `path:line:column: warning: message` on standard error.
    private static func printWarning(_ message: String, at site: TestCallSite) {
        let text = "\(site.filePath):\(site.line):\(site.column): warning: \(message)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
