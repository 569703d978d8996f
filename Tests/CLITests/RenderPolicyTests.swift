import Foundation
import Testing

/// `--strict`, `--date` and the command-line warnings.
@Suite struct RenderPolicyTests {
    static let relativeDocument = """
        {"name": "soon", "families": ["systemSmall"],
         "body": {"Text": {"date": "2024-06-05T10:41:00Z", "style": "relative"}}}
        """

    func writeDocument(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("soon.json").path
        try Self.relativeDocument.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func warningsGoToStderrAndTheRenderStillSucceeds() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--tint", "orange", "-o", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --tint has no effect in fullColor mode"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test func strictTurnsAWarningIntoExitFourAndWritesNothing() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--tint", "orange", "--strict", "-o", "out.png"], in: folder)
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.stderr.contains("1 warning with --strict"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test func strictWithoutWarningsSucceeds() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--strict", "--mode", "accented", "--tint", "orange", "-o", "out.png"],
                                           in: folder)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func relativeTextCountsFromTheFixedDefaultDate() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeDocument(in: folder)
        let result = try BuiltBinary.run(["layout", path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("Text \"1 hr\""), "\(result.output)")   // 09:41 → 10:41
    }

    @Test func dateOptionMovesNow() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeDocument(in: folder)
        let result = try BuiltBinary.run(["layout", path, "--date", "2024-06-05T10:00:00Z"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("Text \"41 min\""), "\(result.output)")
    }

    @Test func badDateIsAUsageErrorNamingTheOption() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--date", "tomorrow"], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--date \"tomorrow\" is not an ISO 8601 date-time"))
    }
}

/// `widgetrender list` without a topic.
@Suite struct ListTopicsTests {
    @Test func listWithoutATopicListsTheTopics() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["list"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let topics = result.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(topics == ["families", "modes", "devices", "examples"])
    }
}
