import Foundation
import JSON
import Testing
@testable import WidgetDocument

/// Every ```json block of docs/widget-document.md decodes: whole documents as they are, views as
/// a widget's body, single modifiers on a Rectangle.
struct GuideExampleTests {
    static func jsonBlocks() throws -> [String] {
        let guide = try String(contentsOf: DocumentFixtures.url("docs/widget-document.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in guide.components(separatedBy: "\n") {
            if current == nil, line == "```json" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func guideHasExamples() throws {
        #expect(try Self.jsonBlocks().count >= 4)
    }

    @Test func everyJSONExampleOfTheGuideDecodes() throws {
        for block in try Self.jsonBlocks() {
            let value = try JSONParser.parse(Array(block.utf8), limits: DocumentLimits().json)
            guard case .object(let members) = value.kind, let first = members.first?.key else {
                Issue.record("not an object: \(block)")
                continue
            }
            let json: String
            if members.contains(where: { $0.key == "name" }) {
                json = block
            } else if DocumentDecoder.viewNames.contains(first) {
                json = DocumentFixtures.widget(block)
            } else {
                json = DocumentFixtures.widget(#"{"Rectangle": {}, "modifiers": ["# + block + "]}")
            }
            #expect(DocumentFixtures.error(json) == "decoded", "\(block)")
        }
    }
}
