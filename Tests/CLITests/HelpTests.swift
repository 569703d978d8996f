import Foundation
import Testing

/// `--help` of every command shows examples and exits 0.
@Suite struct HelpTests {
    @Test(arguments: [[], ["render"], ["gallery"], ["compare"], ["layout"], ["list"]])
    func helpShowsExamples(_ command: [String]) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(command + ["--help"], in: folder)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(result.output.contains("Example"), "\(command): \(result.output)")
        #expect(result.output.contains("widgetrender"), "\(command)")
    }
}
