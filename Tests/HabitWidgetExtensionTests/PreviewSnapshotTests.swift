import Foundation
@testable import HabitWidgetExtension
import Testing
import WidgetApp
import WidgetHosting
import WidgetPreviews
@testable import WidgetSnapshotTesting
import Widgets

/// The example extension's previews — Xcode's `#Preview` forms and a `PreviewProvider` — found without a
/// list and snapshot-tested with the one call a team writes.
@Suite struct PreviewSnapshotTests {
    @Test func everyPreviewOfTheExtensionMatchesItsReference() async throws {
        // The template's preview (EmojiWidget.swift) builds its entries from `.now` and shows them as a time of
        // day: the frozen clock reads the default render date, so its references hold like every other's.
        await assertPreviewSnapshots(configuration: try goldens())
    }

    @Test func theExtensionsPreviewsAreFoundInSourceOrder() {
        let previews = PreviewDiscovery.previews(inModule: "HabitWidgetExtension")
        #expect(previews.map(\.name) == [
            "CityWidget_Previews-0", "Cupertino", "EmojiWidget.swift:\(Self.emojiPreviewLine)", "Small",
            "HabitWidget.swift:\(Self.providerPreviewLine)", "Actions", "HabitWidget_Previews-0", "Lock Screen",
            "HabitWidget_Previews-2", "Notification", "Compact", "Minimal", "Expanded",
        ])
        #expect(previews.map(\.family) == [
            .systemSmall, .accessoryRectangular, .systemSmall, .systemSmall, .accessoryCircular, nil, .systemSmall,
            .accessoryCircular, .systemMedium, nil, nil, nil, nil,
        ])
    }

    @Test func theTemplatesTimelinePreviewStandsForBothEntriesInEveryModeOfItsFamily() async throws {
        let preview = try #require(PreviewDiscovery.previews(inModule: "HabitWidgetExtension")
            .first { $0.location?.fileName == "EmojiWidget.swift" })
        let renders = try await preview.renders(using: goldens().host)
        #expect(renders.count == 14)  // 2 entries × (fullColor, accented in light and dark; vibrant, night, reduced luminance)
        #expect(renders.first?.name == "EmojiWidget.swift:\(Self.emojiPreviewLine)-0-systemSmall-fullColor")
    }

    @Test func aMisspeltModuleFailsInsteadOfPassing() async throws {
        let outcomes = await verifyPreviewSnapshots(module: "HabitWidgetExtensio", configuration: try goldens())
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.failureMessage?.hasPrefix("No previews found in module HabitWidgetExtensio") == true)
    }

    @Test func theModuleUnderTestIsTheCallersWithoutTests() {
        #expect(PreviewSnapshots.moduleUnderTest(fileID: "HabitWidgetExtensionTests/PreviewSnapshotTests.swift")
                == "HabitWidgetExtension")
        #expect(PreviewSnapshots.moduleUnderTest(fileID: "Checks/PreviewTests.swift") == "Checks")
    }

    @Test func aMisspeltModuleIsAnsweredWithTheModulesThatHavePreviews() async throws {
        let outcomes = await verifyPreviewSnapshots(module: "HabitWidgetExtensio", configuration: try goldens())
        #expect(outcomes.first?.failureMessage?.contains(
            "\n    await assertPreviewSnapshots(module: \"HabitWidgetExtension\")") == true)
    }

    @Test func withoutAModuleTheOnlyModuleWithPreviewsIsTheModuleUnderTest() {
        #expect(PreviewSnapshots.resolve(module: nil, callerFileID: "MyWidgetsTests/PreviewTests.swift",
                                         modulesWithPreviews: ["MyWidgetsExtension"]) == .success("MyWidgetsExtension"))
        #expect(PreviewSnapshots.resolve(module: nil, callerFileID: "MyWidgetsTests/PreviewTests.swift",
                                         modulesWithPreviews: ["Other", "MyWidgets"]) == .success("MyWidgets"))
        // A name given is never replaced by a guess.
        #expect(PreviewSnapshots.resolve(module: "MyWidget", callerFileID: "MyWidgetsTests/PreviewTests.swift",
                                         modulesWithPreviews: ["MyWidgets"]) != .success("MyWidgets"))
    }

    @Test func withoutAModuleAndSeveralWithPreviewsTheFailureShowsTheCallToWrite() throws {
        let result = PreviewSnapshots.resolve(module: nil, callerFileID: "MyWidgetsTests/PreviewTests.swift",
                                              modulesWithPreviews: ["WatchWidgets", "PhoneWidgets"])
        guard case .failure(let problem) = result else { Issue.record("expected a failure, got \(result)"); return }
        #expect(problem.message == """
            No previews found in module MyWidgets, the module under test as assertPreviewSnapshots() names it (this \
            test's module, MyWidgetsTests, without "Tests").
            Modules with previews linked into this test: PhoneWidgets, WatchWidgets. Name one:
                await assertPreviewSnapshots(module: "PhoneWidgets")
                await assertPreviewSnapshots(module: "WatchWidgets")
            """)
    }

    @Test func withoutAnyModuleWithPreviewsTheFailureSaysWhatToLinkAndName() throws {
        let result = PreviewSnapshots.resolve(module: nil, callerFileID: "MyWidgetsTests/PreviewTests.swift",
                                              modulesWithPreviews: [])
        guard case .failure(let problem) = result else { Issue.record("expected a failure, got \(result)"); return }
        #expect(problem.message.contains("Add the target that declares your previews to the test target's dependencies"))
        #expect(problem.message.hasSuffix("\n    await assertPreviewSnapshots(module: \"MyWidgetExtension\")"))
    }

    @Test func aTestTargetNotNamedAfterTheExtensionFindsItOrIsToldItsName() {
        // This process links several modules with previews (the package's test targets are one binary), so
        // the answer is the one module or the list naming it.
        switch PreviewSnapshots.previews(module: nil, callerFileID: "MyWidgetsTests/PreviewTests.swift",
                                         including: { _ in true }) {
        case .success(let previews):
            #expect(Set(previews.map(\.moduleName)) == ["HabitWidgetExtension"])
        case .failure(let problem):
            #expect(problem.message.contains("await assertPreviewSnapshots(module: \"HabitWidgetExtension\")"))
        }
    }

    @Test func aFilterThatAcceptsNoPreviewSaysSo() {
        let result = PreviewSnapshots.previews(module: "HabitWidgetExtension", callerFileID: "",
                                               including: { _ in false })
        guard case .failure(let problem) = result else { Issue.record("expected a failure"); return }
        #expect(problem.message.hasSuffix("found in module HabitWidgetExtension, and `including:` accepted none of them."))
    }

    @Test func aChangedPreviewFailsWithItsArtifactsAndTheOthersStillPass() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = try goldens()
        configuration.snapshotDirectory = folder.appendingPathComponent("refs").path
        configuration.artifactsDirectory = folder.appendingPathComponent("artifacts").path
        let small: (DiscoveredPreview) -> Bool = { $0.name == "Small" }
        let recorded = await verifyPreviewSnapshots(module: "HabitWidgetExtension", modes: [.fullColor], schemes: [.light],
                                                    including: small, record: .all, configuration: configuration)
        #expect(recorded.count == 2)
        // Entry 0's reference replaced by entry 1's image: entry 0 no longer matches, entry 1 still does.
        let references = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path)
            .sorted()
        #expect(references.count == 2)
        let refs = folder.appendingPathComponent("refs")
        let second = try Data(contentsOf: refs.appendingPathComponent(references[1]))
        try second.write(to: refs.appendingPathComponent(references[0]))
        let checked = await verifyPreviewSnapshots(module: "HabitWidgetExtension", modes: [.fullColor], schemes: [.light],
                                                   including: small, record: .never, configuration: configuration)
        #expect(checked.map(\.passed) == [false, true])
        guard case .mismatched(let mismatch) = checked[0] else {
            Issue.record("expected a mismatch, got \(checked[0])")
            return
        }
        #expect(mismatch.actualImage.map { FileManager.default.fileExists(atPath: $0.path) } == true)
        #expect(mismatch.diffImage.map { FileManager.default.fileExists(atPath: $0.path) } == true)
    }

    /// The lines of the unnamed `#Preview`s in the example's sources.
    static let emojiPreviewLine = 84
    static let providerPreviewLine = 145
}
