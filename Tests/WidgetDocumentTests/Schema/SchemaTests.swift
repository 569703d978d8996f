import Foundation
import JSON
import Testing
@testable import WidgetDocument

/// docs/widget-document.schema.json: valid JSON, in step with the decoder, and matched by every
/// example document.
struct SchemaTests {
    static func schema() throws -> JSONValue {
        let bytes = try [UInt8](Data(contentsOf: DocumentFixtures.url("docs/widget-document.schema.json")))
        return try JSONParser.parse(bytes, limits: DocumentLimits().json)
    }

    static func definitions(_ schema: JSONValue) -> [String] {
        guard case .object(let members) = schema.kind, let defs = members.first(where: { $0.key == "$defs" }),
              case .object(let entries) = defs.value.kind else { return [] }
        return entries.map(\.key)
    }

    @Test func schemaDefinesExactlyTheDecodersViews() throws {
        let views = Self.definitions(try Self.schema()).filter { $0.hasPrefix("view.") }.map { String($0.dropFirst(5)) }
        #expect(views.sorted() == DocumentDecoder.viewNames.sorted())
    }

    @Test func schemaDefinesExactlyTheDecodersModifiers() throws {
        let modifiers = Self.definitions(try Self.schema()).filter { $0.hasPrefix("modifier.") }.map { String($0.dropFirst(9)) }
        #expect(modifiers.sorted() == DocumentDecoder.modifierNames.sorted())
    }

    @Test(arguments: DocumentFixtures.exampleDocuments.map(\.lastPathComponent))
    func exampleDocumentMatchesTheSchema(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: DocumentFixtures.url("docs/examples/" + name)))
        let problems = SchemaValidator(root: try Self.schema()).problems(try JSONParser.parse(bytes, limits: DocumentLimits().json))
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test(arguments: DocumentFixtures.exampleDocuments.map(\.lastPathComponent))
    func exampleDocumentDecodes(_ name: String) throws {
        _ = try WidgetDocument.load(contentsOfFile: DocumentFixtures.url("docs/examples/" + name).path)
    }

    @Test func kitchenSinkMatchesTheSchema() throws {
        let document = try JSONParser.parse(Array(KitchenSink.json.utf8), limits: DocumentLimits().json)
        let problems = SchemaValidator(root: try Self.schema()).problems(document)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func kitchenSinkDecodesAndResolves() throws {
        let document = try DocumentFixtures.decode(KitchenSink.json)
        _ = try layoutDump(document.view)
        _ = try layoutDump(document.view, family: .accessoryCircular, mode: .vibrant)
    }

    @Test func kitchenSinkUsesEveryViewAndModifier() {
        for name in DocumentDecoder.viewNames {
            #expect(KitchenSink.json.contains("{\"\(name)\": "), "\(name) is not used")
        }
        for name in DocumentDecoder.modifierNames {
            let used = ["{\"\(name)\": ", "\"\(name)\",", "\"\(name)\"]"].contains { KitchenSink.json.contains($0) }
            #expect(used, "\(name) is not used")
        }
    }

    @Test func schemaRejectsAnUnknownView() throws {
        let document = try JSONParser.parse(Array(DocumentFixtures.widget(#"{"VStak": []}"#).utf8), limits: DocumentLimits().json)
        #expect(!SchemaValidator(root: try Self.schema()).problems(document).isEmpty)
    }
}
