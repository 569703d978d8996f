import Foundation
import Render
@testable import TemplateWidgetExtension
import Testing
@testable import WallClock
import WidgetHosting
import WidgetSnapshotTesting

/// A minute and a half later, the template renders the same PNG bytes: the real clock is moved with the test
/// offset (every unfrozen wall-clock read of the process is 90 s ahead) and every render form is recorded twice.
/// The control: unfrozen, the same offset changes the pixels, so the first test can fail.
@Suite(.serialized) struct RealMinuteTests {
    /// Records every preview, the timeline and the placeholder under `name`, the real clock `offset` seconds ahead.
    static func record(_ scratch: ScratchReferences, _ name: String, offset: Double) async throws -> [SnapshotOutcome] {
        let configuration = try scratch.configuration(name)
        return await WallClock.withUnfrozenOffset(seconds: offset) {
            var outcomes = await verifyPreviewSnapshots(module: "TemplateWidgetExtension", record: .all,
                                                        configuration: configuration)
            outcomes += await verifyWidgetTimelineSnapshots(of: TemplateWidget(), options: WidgetRenderOptions(family: .systemMedium),
                                                            record: .all, configuration: configuration)
            outcomes.append(verifyWidgetPlaceholderSnapshot(of: TemplateWidget(), options: WidgetRenderOptions(family: .systemSmall),
                                                            record: .all, configuration: configuration))
            return outcomes
        }
    }

    @Test func ninetySecondsLaterEveryRenderHasTheSameBytes() async throws {
        let scratch = ScratchReferences()
        defer { scratch.remove() }
        let now = try await Self.record(scratch, "now", offset: 0)
        let later = try await Self.record(scratch, "later", offset: 90)
        #expect(now.count == later.count)
        #expect(now.allSatisfy { if case .recorded = $0 { true } else { false } })
        let first = try scratch.files("now"), second = try scratch.files("later")
        #expect(first.count == now.count)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (name, bytes) in first.sorted(by: { $0.key < $1.key }) {
            #expect(second[name] == bytes, "\(name) differs 90 s later")
        }
    }

    @Test func unfrozenTheSameOffsetChangesThePixels() async throws {
        let scratch = ScratchReferences()
        defer { scratch.remove() }
        let options = WidgetRenderOptions(family: .systemSmall)
        for (name, offset) in [("now", 0.0), ("later", 90.0)] {
            let configuration = try scratch.configuration(name)
            let outcome = await WallClock.withUnfrozenOffset(seconds: offset) {
                // The entry as the template's placeholder builds it, on a thread that reads the real clock.
                let entry = WallClock.withThreadRunning { SimpleEntry(date: Date(), emoji: "😀") }
                return verifyWidgetSnapshot(of: TemplateWidget(), entry: entry, options: options, record: .all,
                                            configuration: configuration)
            }
            #expect(outcome.failureMessage?.contains("could not be rendered") != true)
        }
        let first = try scratch.files("now"), second = try scratch.files("later")
        #expect(first.count == 1)
        #expect(first.keys.sorted() == second.keys.sorted())
        #expect(first.values.first != second.values.first, "90 s apart, the clock text must change")
    }
}
