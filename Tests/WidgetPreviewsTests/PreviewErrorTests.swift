import AppIntents
import Render
import SwiftUI
import Testing
@testable import WidgetHosting
@testable import WidgetPreviews
import WidgetKit

/// Previews that cannot render: each a clear error naming the preview and its line, before any render.
@Suite struct PreviewErrorTests {
    @Test func aFamilyTheWidgetDoesNotSupportIsRefused() async throws {
        let error = try await expansionError("Unsupported family")
        #expect(error.description == "WidgetPreviewsTests/Previews.swift:26:1: preview \"Unsupported family\": "
                + "widget \"Tally\" does not support systemLarge: its supportedFamilies are systemSmall, accessoryCircular")
    }

    @Test func entriesOfAnotherTypeAreRefused() async throws {
        let error = try await expansionError("Wrong entry type")
        #expect(error.description == "WidgetPreviewsTests/Previews.swift:32:1: preview \"Wrong entry type\": "
                + "widget \"Tally\" draws entries of type TallyEntry, not OtherEntry")
    }

    @Test func aProviderThatNeverAnswersTimesOut() async throws {
        // The provider never calls its completion: without the bound this test would never end. (How long it
        // takes is not asserted: under a loaded test run the cooperative pool resumes the caller late.)
        let error = try await expansionError("Silent provider", timeout: .milliseconds(200))
        #expect(error.description.hasPrefix("WidgetPreviewsTests/Previews.swift:38:1: preview \"Silent provider\": "
                                            + "widget \"Tally\": the provider did not answer getTimeline(in:completion:) within 0.2 s"))
    }

    @Test func anEmptyTimelineIsRefused() async throws {
        let error = try await expansionError("Empty timeline")
        #expect(error.description.hasSuffix("preview \"Empty timeline\": the timeline has no entries (give #Preview's timeline: at least one entry)"))
    }

    /// The error `renders(using:)` throws for the preview named `name`.
    private func expansionError(_ name: String, timeout: Duration = .seconds(5)) async throws -> PreviewError {
        let preview = try preview(named: name)
        do {
            let renders = try await preview.renders(using: makeHost(timeout: timeout))
            Issue.record("expected an error, got \(renders.count) renders")
            throw TestSetupError.previewMissing(name)
        } catch let error as PreviewError {
            return error
        }
    }
}
