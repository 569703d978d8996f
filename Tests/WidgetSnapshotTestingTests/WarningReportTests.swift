import Foundation
import Render
import Snapshot
import SnapshotTesting
import Testing
import Views
import WidgetApp
@testable import WidgetPreviews
@testable import WidgetSnapshotTesting
import Widgets

/// A widget whose body names a symbol the renderer lacks: every render has one warning.
struct UnknownSymbolAppWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UnknownSymbol", provider: SwatchProvider()) { entry in
            ZStack {
                SwatchWidget(red: entry.red)
                Image(systemName: "sun.max.fil")
            }
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Render warnings are reported by every assert function: a warning-level issue by default (never a
/// failure), a failure with `strict: true`; and many recorded references are one issue.
struct WarningReportTests {
    static let symbolWarning = "unknown symbol 'sun.max.fil'; did you mean 'sun.max.fill'?"
    let entry = SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100)

    /// The issues `body` reports, captured instead of recorded.
    static func reports(_ body: () async throws -> Void) async rethrows -> [TestFailureReporter.Report] {
        let capture = TestFailureReporter.Capture()
        try await TestFailureReporter.$capture.withValue(capture) { try await body() }
        return capture.reports
    }

    /// Each assert form, called twice with the same folder (the first run records its references), with
    /// `strict` as given: the second run's issues.
    static func secondRun(strict: Bool, _ assert: (WidgetSnapshotConfiguration, Bool) async -> Void) async throws
        -> [TestFailureReporter.Report] {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = await reports { await assert(configuration, false) }
        return await reports { await assert(configuration, strict) }
    }

    /// Every assert form over the unknown-symbol widget.
    static var forms: [(String, (WidgetSnapshotConfiguration, Bool) async -> Void)] { [
        ("view, family", { configuration, strict in
            assertWidgetSnapshot(of: Image(systemName: "sun.max.fil"), family: .systemSmall, strict: strict,
                                 configuration: configuration)
        }),
        ("view, options", { configuration, strict in
            assertWidgetSnapshot(of: Image(systemName: "sun.max.fil"), options: WidgetRenderOptions(family: .systemSmall),
                                 strict: strict, configuration: configuration)
        }),
        ("widget, entry", { configuration, strict in
            assertWidgetSnapshot(of: UnknownSymbolAppWidget(), family: .systemSmall,
                                 entry: SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100),
                                 mode: .accented, scheme: .dark, strict: strict, configuration: configuration)
        }),
        ("placeholder", { configuration, strict in
            assertWidgetPlaceholderSnapshot(of: UnknownSymbolAppWidget(), family: .systemSmall, strict: strict,
                                            configuration: configuration)
        }),
        ("timeline", { configuration, strict in
            await assertWidgetTimelineSnapshots(of: UnknownSymbolAppWidget(), family: .systemSmall, strict: strict,
                                                configuration: configuration)
        }),
    ] }

    @Test(arguments: 0..<5) func everyFormReportsWarningsAsAWarningByDefault(form: Int) async throws {
        let (name, assert) = Self.forms[form]
        let issues = try await Self.secondRun(strict: false, assert)
        #expect(issues.count == 1, "\(name): \(issues)")
        #expect(issues.first?.severity == .warning, "\(name)")
        #expect(issues.first?.message.contains(Self.symbolWarning) == true, "\(name): \(issues)")
        #expect(issues.first?.message.contains("not a failure (pass strict: true to fail on warnings)") == true)
    }

    @Test(arguments: 0..<5) func everyFormAcceptsStrictAndFailsOnWarnings(form: Int) async throws {
        let (name, assert) = Self.forms[form]
        let issues = try await Self.secondRun(strict: true, assert)
        #expect(issues.map(\.severity) == [.failure], "\(name): \(issues)")
        #expect(issues.first?.message.contains("Rendered with warnings (strict: true)") == true, "\(name)")
        #expect(issues.first?.message.contains(Self.symbolWarning) == true, "\(name)")
    }

    @Test func aTimelinesTwoEntriesWithTheSameWarningAreOneLineCountingThem() async throws {
        let issues = try await Self.secondRun(strict: false, Self.forms[4].1)
        #expect(issues.first?.message.contains(
            "systemSmall-fullColor-entry0: warning: \(Self.symbolWarning)") == true, "\(issues)")
        #expect(issues.first?.message.contains("systemSmall-fullColor-entry1: warning:") == true)
    }

    @Test func aRenderWithoutWarningsReportsNothing() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = await Self.reports { assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, configuration: configuration) }
        let issues = await Self.reports {
            assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, strict: true, configuration: configuration)
        }
        #expect(issues.isEmpty)
    }

    /// Not captured: Swift Testing itself records the warning, and the test still passes.
    @Test func aWarningDoesNotFailASwiftTestingTest() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let options = WidgetRenderOptions(family: .systemSmall)
        _ = verifyWidgetSnapshot(of: Image(systemName: "sun.max.fil"), options: options, configuration: configuration)
        assertWidgetSnapshot(of: Image(systemName: "sun.max.fil"), options: options, configuration: configuration)
    }

    @Test func theStrategysWarningsAreReportedAtTheRunningTestNotInTheLibrary() throws {
        let directory = try TemporaryDirectory()
        withKnownIssue {
            _ = verifySnapshot(of: Image(systemName: "sun.max.fil"), as: .widget(family: .systemSmall, strict: true),
                               named: "strict", record: .missing, snapshotDirectory: directory.url.path)
        } matching: { issue in
            issue.sourceLocation?.fileName == "WarningReportTests.swift" && "\(issue)".contains(Self.symbolWarning)
        }
    }

    @Test func recordingManyReferencesIsOneIssueListingThem() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let issues = await Self.reports {
            await assertWidgetTimelineSnapshots(of: SwatchAppWidget(), family: .systemSmall, configuration: configuration)
        }
        #expect(issues.count == 1, "\(issues)")
        let message = try #require(issues.first?.message)
        #expect(issues.first?.severity == .failure)
        #expect(message.hasPrefix("2 reference images were written (none existed, so they were recorded):"))
        for index in 0..<2 {
            let reference = directory.reference(
                "recordingManyReferencesIsOneIssueListingThem.systemSmall-fullColor-entry\(index)")
            #expect(message.contains(reference.path))
            #expect(TemporaryDirectory.exists(reference))
        }
        #expect(message.hasSuffix("Look at them; if they are right, commit them and run the tests again."))
    }

    @Test func manyMissingReferencesUnderNeverAreOneIssueListingThem() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .never)
        let issues = await Self.reports {
            await assertWidgetTimelineSnapshots(of: SwatchAppWidget(), family: .systemSmall, configuration: configuration)
        }
        #expect(issues.count == 1, "\(issues)")
        let message = try #require(issues.first?.message)
        #expect(message.hasPrefix("2 reference images are missing, and record mode is \"never\", so none was recorded:"))
        #expect(message.contains(directory.reference(
            "manyMissingReferencesUnderNeverAreOneIssueListingThem.systemSmall-fullColor-entry1").path))
        #expect(!TemporaryDirectory.exists(directory.reference(
            "manyMissingReferencesUnderNeverAreOneIssueListingThem.systemSmall-fullColor-entry1")))
    }

    @Test func oneRecordedReferenceKeepsItsOwnMessage() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let issues = await Self.reports {
            assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, configuration: configuration)
        }
        #expect(issues.map(\.severity) == [.failure])
        #expect(issues.first?.message.hasPrefix("No reference image was found, so one was recorded") == true)
    }

    @Test func aPreviewsWarningNamesThePreviewsFileAndLine() async throws {
        let preview = DiscoveredPreview(
            preview: Preview("Sun") { Image(systemName: "sun.max.fil") }, origin: .macro, moduleName: "Weather",
            location: PreviewSourceLocation(fileID: "Weather/SunView.swift", line: 42, column: 1))
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let checked = await checkPreviewSnapshots([preview], modes: [], schemes: [.light, .dark], tolerance: 0,
                                                  record: nil, strict: false, configuration: configuration,
                                                  filePath: #filePath, testName: "sun()")
        #expect(checked.count == 2)
        let issues = SnapshotIssues.issues(for: checked, strict: false)
        #expect(issues.map(\.severity) == [.warning, .failure], "a warning, then the two recordings as one")
        #expect(issues.first?.message == """
            Rendered with 1 warning; not a failure (pass strict: true to fail on warnings):
              Weather/SunView.swift:42:1 preview "Sun": warning: \(Self.symbolWarning) (in 2 renders)
            """)
        #expect(issues.last?.message.hasPrefix("2 reference images were written") == true)
        let strict = SnapshotIssues.issues(for: checked.map { render in
            CheckedRender.checked(origin: render.origin, warnings: render.warnings, strict: true) { render.outcome }
        }, strict: true)
        #expect(strict.map(\.severity) == [.failure], "strict: the warnings are the one failure; nothing compared")
    }
}
