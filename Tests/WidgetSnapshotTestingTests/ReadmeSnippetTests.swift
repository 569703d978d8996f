import Foundation
import Testing

/// The README's Swift code cannot drift: each ```swift block is compiled as part of this test target
/// (ReadmeSnippets/: the view code at file scope, top-level statements inside a function, indented) and
/// this test checks the README still says exactly that. The Package.swift blocks cannot compile in a
/// test target; their product names and versions are checked against ours instead.
struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The ```swift blocks of the README, in order.
    static func swiftBlocks() throws -> [String] {
        let readme = try read("README.md")
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" { current = []; continue }
            if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    /// `text`'s lines with leading and trailing spaces removed and blank lines dropped.
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `needle`'s lines all appear in `haystack`'s, in order (the compiled file may add the
    /// lines that wrap top-level statements in a function).
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        var position = haystack.startIndex
        for line in needle {
            guard let found = haystack[position...].firstIndex(of: line) else { return false }
            position = found + 1
        }
        return true
    }

    @Test func everyCompilableSwiftBlockIsInTheCompiledSnippets() throws {
        // The extension's test is compiled against the example extension, whose module stands for the
        // README's MyAppWidgetExtension.
        let compiled = try ["WidgetSnapshotTestingTests/ReadmeSnippets/ReadmeSwiftExample.swift",
                            "WidgetSnapshotTestingTests/ReadmeSnippets/StepsWidgetTests.swift",
                            "HabitWidgetExtensionTests/ReadmeSnippet/MyAppWidgetTests.swift",
                            "HabitWidgetExtensionTests/ReadmeSnippet/MyAppPreviewTests.swift"]
            .map { try Self.read("Tests/" + $0) }
            .map(Self.normalized)
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count == 7, "README has \(blocks.count) swift blocks; add new ones to a compiled snippet")
        for block in blocks where !block.hasPrefix("// swift-tools-version") && !block.hasPrefix(".testTarget(") {
            let lines = Self.normalized(block.replacingOccurrences(of: "MyAppWidgetExtension", with: "HabitWidgetExtension"))
            #expect(compiled.contains { Self.contains($0, lines) },
                    "this README block is not in Tests/WidgetSnapshotTestingTests/ReadmeSnippets/:\n\(block)")
        }
    }

    @Test func packageBlocksNameOurProductsAndVersions() throws {
        let package = try Self.read("Package.swift")
        for block in try Self.swiftBlocks() where block.hasPrefix("// swift-tools-version") || block.hasPrefix(".testTarget(") {
            for product in ["WidgetRender", "WidgetSnapshotTesting"] {
                #expect(block.contains("\"\(product)\"") && package.contains(".library(name: \"\(product)\""))
            }
            if block.contains("swift-snapshot-testing\", from: ") {
                #expect(package.contains("swift-snapshot-testing\", from: \"1.19.7\"")
                        && block.contains("from: \"1.19.7\""))
            }
        }
    }
}
