import JSON
import Testing
@testable import JSON

/// The JSON layer on good input: values, positions, order.
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8), limits: JSONLimits())
    }

    @Test func membersKeepDocumentOrder() throws {
        guard case .object(let members) = try parse(#"{"z": 1, "a": 2, "m": 3}"#).kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func valuesRememberLineAndColumn() throws {
        guard case .object(let members) = try parse("{\n  \"a\": [1,\n    true]\n}").kind,
              case .array(let elements) = members[0].value.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(elements[1].position == SourcePosition(line: 3, column: 5))
    }

    @Test func columnsCountScalarsNotBytes() throws {
        guard case .object(let members) = try parse(#"{"é": "ü", "b": 1}"#).kind else {
            Issue.record("not an object")
            return
        }
        #expect(members[1].keyPosition == SourcePosition(line: 1, column: 12))
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        guard case .string(let text) = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#).kind else {
            Issue.record("not a string")
            return
        }
        #expect(text == "a\"\\/\u{8}\u{c}\n\r\té😀")
    }

    @Test func numbersAreCorrectlyRounded() throws {
        guard case .array(let elements) = try parse("[0.1, -0, 1e308, 9007199254740993, 2.5E-3]").kind else {
            Issue.record("not an array")
            return
        }
        let values = elements.compactMap { element -> Double? in
            if case .number(let number) = element.kind { return number.value }
            return nil
        }
        #expect(values == [0.1, -0.0, 1e308, 9_007_199_254_740_992, 0.0025])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8), limits: JSONLimits())
        #expect(value.position == SourcePosition(line: 1, column: 1))
    }
}
