import Foundation
import PNGCodec
import Snapshot
import Testing

struct ImageSnapshotVerifierTests {
    typealias Fixture = SnapshotLocationFixture

    /// Records `image` as the reference of `fixture` (mode missing), so a test starts from a reference.
    func recordReference(_ image: PNGImage, _ fixture: Fixture) {
        _ = ImageSnapshotVerifier(recordMode: .missing).verify(image, at: fixture.location)
    }

    @Test func missingReferenceIsRecordedAndFailsWithALookAtItMessage() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        let outcome = ImageSnapshotVerifier(recordMode: .missing).verify(try Fixture.image(), at: fixture.location)
        guard case .recorded(let recording) = outcome else { Issue.record("expected a recording, got \(outcome)"); return }
        #expect(recording.reason == .noReference)
        #expect(!outcome.passed)
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("Look at it") && message.contains(fixture.location.referenceFile.path))
        let written = try PNGDecoder.decode(contentsOfFile: fixture.location.referenceFile.path)
        #expect(written == (try Fixture.image()))
    }

    @Test func matchingImagePasses() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(), fixture)
        let outcome = ImageSnapshotVerifier(recordMode: .never).verify(try Fixture.image(), at: fixture.location)
        #expect(outcome.passed)
        #expect(outcome.failureMessage == nil)
    }

    @Test func changedImageFailsAndWritesActualAndDiff() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(), fixture)
        let changed = try Fixture.image(changed: (0, 0, 0, 255))
        let outcome = ImageSnapshotVerifier(recordMode: .missing).verify(changed, at: fixture.location)
        guard case .mismatched(let mismatch) = outcome else { Issue.record("expected a mismatch, got \(outcome)"); return }
        #expect(mismatch.difference.differingPixels == 1)
        #expect(mismatch.difference.maximumChannelDifference == 200)
        #expect(mismatch.actualImage == fixture.location.actualFile)
        #expect(mismatch.diffImage == fixture.location.diffFile)
        #expect(try PNGDecoder.decode(contentsOfFile: fixture.location.actualFile.path) == changed)
        let diff = try PNGDecoder.decode(contentsOfFile: fixture.location.diffFile.path)
        #expect(diff.pixel(x: 1, y: 1)! == (255, 0, 255, 255))
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("1 of 12 pixels differ"))
        #expect(message.contains("largest channel difference 200"))
        #expect(message.contains(fixture.location.actualFile.path) && message.contains(fixture.location.diffFile.path))
    }

    @Test func mismatchLeavesTheReferenceUntouched() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(), fixture)
        _ = ImageSnapshotVerifier(recordMode: .missing).verify(try Fixture.image(50), at: fixture.location)
        #expect(try PNGDecoder.decode(contentsOfFile: fixture.location.referenceFile.path) == (try Fixture.image()))
    }

    @Test func toleranceAcceptsAOneLevelChange() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(200), fixture)
        let outcome = ImageSnapshotVerifier(recordMode: .never, tolerance: 1).verify(try Fixture.image(201),
                                                                                    at: fixture.location)
        #expect(outcome == .matched(ImageDifference(differingPixels: 0, maximumChannelDifference: 1,
                                                    sizeMismatch: false)))
    }

    @Test func toleranceRejectsATwoLevelChange() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(200), fixture)
        let outcome = ImageSnapshotVerifier(recordMode: .never, tolerance: 1).verify(try Fixture.image(202),
                                                                                    at: fixture.location)
        guard case .mismatched(let mismatch) = outcome else { Issue.record("expected a mismatch, got \(outcome)"); return }
        #expect(mismatch.difference.differingPixels == 12)
        #expect(try #require(outcome.failureMessage).contains("12 of 12 pixels differ by more than 1"))
    }

    @Test func exactByDefault() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(200), fixture)
        #expect(!ImageSnapshotVerifier(recordMode: .never).verify(try Fixture.image(201), at: fixture.location).passed)
    }

    @Test func neverWithAMissingReferenceFailsWithoutWriting() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        let outcome = ImageSnapshotVerifier(recordMode: .never).verify(try Fixture.image(), at: fixture.location)
        #expect(outcome == .missingReference(fixture.location.referenceFile))
        #expect(try #require(outcome.failureMessage).contains("record mode is \"never\""))
        #expect(!TemporaryDirectory.exists(fixture.location.referenceFile))
        #expect(!TemporaryDirectory.exists(fixture.location.artifactsDirectory))
    }

    @Test func allRewritesEvenAMatchingReferenceAndFails() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(200), fixture)
        let first = ImageSnapshotVerifier(recordMode: .all).verify(try Fixture.image(200), at: fixture.location)
        guard case .recorded(let recording) = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(recording.reason == .recordModeAll)
        _ = ImageSnapshotVerifier(recordMode: .all).verify(try Fixture.image(90), at: fixture.location)
        #expect(try PNGDecoder.decode(contentsOfFile: fixture.location.referenceFile.path) == (try Fixture.image(90)))
    }

    @Test func failedRerecordsAMismatchAndStillWritesTheArtifacts() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(200), fixture)
        let outcome = ImageSnapshotVerifier(recordMode: .failed).verify(try Fixture.image(90), at: fixture.location)
        guard case .recorded(let recording) = outcome, case .mismatch(let mismatch) = recording.reason else {
            Issue.record("expected a re-recording, got \(outcome)"); return
        }
        #expect(mismatch.difference.differingPixels == 12)
        #expect(try PNGDecoder.decode(contentsOfFile: fixture.location.referenceFile.path) == (try Fixture.image(90)))
        #expect(TemporaryDirectory.exists(fixture.location.diffFile))
    }

    @Test func failedLeavesAMatchingReferenceAlone() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(200), fixture)
        #expect(ImageSnapshotVerifier(recordMode: .failed).verify(try Fixture.image(200), at: fixture.location).passed)
    }

    @Test func sizeMismatchFailsAndWritesOnlyTheActualImage() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        recordReference(try Fixture.image(), fixture)
        let outcome = ImageSnapshotVerifier(recordMode: .never).verify(try Fixture.image(width: 5),
                                                                      at: fixture.location)
        guard case .mismatched(let mismatch) = outcome else { Issue.record("expected a mismatch, got \(outcome)"); return }
        #expect(mismatch.difference.sizeMismatch)
        #expect(mismatch.diffImage == nil)
        #expect(TemporaryDirectory.exists(fixture.location.actualFile))
        #expect(try #require(outcome.failureMessage).contains("5×3 px but the reference is 4×3 px"))
    }

    @Test func unreadableReferenceFailsWithTheDecoderError() throws {
        let directory = try TemporaryDirectory(), fixture = directory.location()
        try FileManager.default.createDirectory(at: fixture.location.referenceFile.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: fixture.location.referenceFile)
        let outcome = ImageSnapshotVerifier(recordMode: .missing).verify(try Fixture.image(), at: fixture.location)
        guard case .failed(let reason) = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        #expect(reason.contains("could not be read as a PNG"))
    }

    @Test func toleranceIsClampedToTheChannelRange() {
        #expect(ImageSnapshotVerifier(recordMode: .never, tolerance: -3).tolerance == 0)
        #expect(ImageSnapshotVerifier(recordMode: .never, tolerance: 1000).tolerance == 255)
    }
}
