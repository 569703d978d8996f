import Foundation
import TestSupport
import Testing
@testable import WidgetDocument

extension SplitMix64 {
    /// A number in 0..<bound (the remainder: bias is irrelevant to fuzzing).
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Hostile bytes never crash or hang the decoder: they decode or give an error.
struct HostileInputTests {

    static func habitBytes() throws -> [UInt8] {
        try [UInt8](Data(contentsOf: DocumentFixtures.url("docs/examples/habit.json")))
    }

    @Test func everyPrefixOfADocumentGivesAnError() throws {
        let bytes = Array(KitchenSink.json.utf8.prefix(3000))
        for length in 0..<bytes.count {
            let message = DocumentFixtures.error(bytes: Array(bytes[..<length]))
            #expect(message != "decoded" && message.hasPrefix("test.json:"))
        }
    }

    @Test func mutatedDocumentsDecodeOrGiveAnError() throws {
        let original = try Self.habitBytes()
        let junk: [UInt8] = Array("{}[]\",:0-1e.9tfn\\u\u{0}\u{1F}é".utf8) + [0xFF, 0xC0, 0xED, 0xA0, 0x80]
        var generator = SplitMix64(state: 2026)
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0...generator.below(4) {
                let at = generator.below(bytes.count)
                switch generator.below(3) {
                case 0: bytes[at] = junk[generator.below(junk.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(junk[generator.below(junk.count)], at: at)
                }
            }
            let message = DocumentFixtures.error(bytes: bytes)
            #expect(message == "decoded" || message.hasPrefix("test.json:"))
        }
    }

    @Test func wideArraysAndLongKeysStayWithinTheLimits() {
        let wide = #"{"name": "w", "body": {"VStack": ["# + Array(repeating: #"{"Spacer": {}}"#, count: 4000)
            .joined(separator: ",") + "]}}"
        #expect(DocumentFixtures.error(wide) == "decoded")
        let tooWide = #"{"name": "w", "body": {"VStack": ["# + Array(repeating: #"{"Spacer": {}}"#, count: 20_000)
            .joined(separator: ",") + "]}}"
        #expect(DocumentFixtures.error(tooWide).hasSuffix("body.VStack[4095]: the document has more than 4096 views"))
        let longKey = #"{"name": "w", "body": {""# + String(repeating: "V", count: 60_000) + #"": {}}}"#
        #expect(DocumentFixtures.error(longKey).hasSuffix(#"unknown view "VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV…""#))
    }
}
