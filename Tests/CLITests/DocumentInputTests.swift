import Foundation
import Testing

/// Documents given as FILE: input errors exit 65 with line:column, and write nothing.
@Suite struct DocumentInputTests {
    /// Writes `json` to `widget.json` in a new folder.
    func folder(with json: String) throws -> URL {
        let folder = try BuiltBinary.temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("widget.json"))
        return folder
    }

    @Test func malformedJSONIsAnInputErrorWithLineAndColumnAndNoOutput() throws {
        let folder = try folder(with: "{\n  \"name\": \"broken\",\n  \"body\": {\"Text\": \"hi\"\n}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["widget.json", "-o", "out.png"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("widget.json:"), "\(result.stderr)")
        #expect(result.stderr.range(of: #":[0-9]+:[0-9]+:"#, options: .regularExpression) != nil, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["widget.json"])
    }

    @Test func unknownViewNameIsAnInputErrorNamingThePath() throws {
        let folder = try folder(with: #"{"name": "typo", "body": {"VStack": [{"Txt": "hi"}]}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "widget.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("Txt"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["widget.json"])
    }

    @Test func missingDocumentIsAnIOError() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["nowhere.json"], in: folder)
        #expect(result.status == 74)
        #expect(result.stderr.contains("nowhere.json"), "\(result.stderr)")
    }

    @Test func validDocumentRendersUnderItsOwnName() throws {
        let folder = try folder(with: #"{"name": "hello", "families": ["systemSmall"], "body": {"Text": "Hello"}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["widget.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("hello-systemSmall-fullColor.png").path))
    }

    @Test func familyTheDocumentDoesNotSupportIsAnInputError() throws {
        let folder = try folder(with: #"{"name": "hello", "families": ["systemSmall"], "body": {"Text": "Hello"}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["widget.json", "--family", "systemLarge"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("systemLarge"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["widget.json"])
    }
}
