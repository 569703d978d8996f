import Foundation
import Testing
@testable import WidgetDocument

/// The view and modifier limits (docs/limits.md): errors at decode time, naming the position.
struct ViewLimitTests {
    /// A document whose body is `view`.
    func document(_ view: String) -> String { DocumentFixtures.widget(view) }

    @Test func moreViewsThanTheLimitIsALimitError() {
        let texts = Array(repeating: #"{"Text": "a"}"#, count: 4096).joined(separator: ",")
        let error = DocumentFixtures.error(document(#"{"VStack": ["# + texts + "]}"))
        #expect(error.hasSuffix("body.VStack[4095]: the document has more than 4096 views"), "\(error)")
    }

    @Test func theViewLimitItselfIsAccepted() {
        let texts = Array(repeating: #"{"Text": "a"}"#, count: 4095).joined(separator: ",")
        #expect(DocumentFixtures.error(document(#"{"VStack": ["# + texts + "]}")) == "decoded")
    }

    @Test func moreModifiersThanTheLimitIsALimitErrorAtTheFirstOneTooMany() {
        let modifiers = Array(repeating: #""bold""#, count: 65).joined(separator: ",")
        let error = DocumentFixtures.error(document(#"{"Text": "a", "modifiers": ["# + modifiers + "]}"))
        #expect(error.hasSuffix("body.modifiers[64]: a view has more than 64 modifiers"), "\(error)")
    }

    /// Regression: 90 000 modifiers on one view built a chain of 90 000 nested views whose release
    /// overflowed the stack (SIGSEGV). The chain is now refused when the document is read.
    @Test func aHugeModifierChainIsRefusedBeforeAnyViewIsBuilt() throws {
        let modifiers = Array(repeating: #""compositingGroup""#, count: 50_000).joined(separator: ",")
        let json = #"{"name": "chain", "body": {"Rectangle": {}, "modifiers": ["# + modifiers + "]}}"
        do {
            _ = try WidgetDocument.decode(bytes: Array(json.utf8), path: "test.json")
            Issue.record("decoded")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.message == "a view has more than 64 modifiers")
        }
    }
}
