import JSON
import Testing

/// `JSONValueDecoder`: Codable types read through the strict parser.
struct JSONValueDecoderTests {
    struct Record: Decodable, Equatable {
        var name: String
        var count: Int
        var scale: Double
        var flags: [Bool]
        var note: String?
        var nested: Nested?
    }

    struct Nested: Decodable, Equatable {
        var level: UInt8
    }

    enum Mode: String, Decodable { case light, dark }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws(JSONError) -> T {
        try JSONValueDecoder().decode(type, from: Array(text.utf8))
    }

    @Test func decodesStructsArraysOptionalsAndNesting() throws {
        let record = try decode(Record.self, #"{"name": "a", "count": 3, "scale": 2, "flags": [true, false], "nested": {"level": 7}}"#)
        #expect(record == Record(name: "a", count: 3, scale: 2, flags: [true, false], note: nil, nested: Nested(level: 7)))
        #expect(try decode([Mode].self, #"["dark", "light"]"#) == [.dark, .light])
    }

    @Test func aWrongTypeNamesItsPathAndPosition() {
        #expect(throws: JSONError.self) { try decode(Record.self, #"{"name": 1, "count": 3, "scale": 2, "flags": []}"#) }
        do {
            _ = try decode(Record.self, "{\"name\": \"a\", \"count\": 3, \"scale\": 2,\n \"flags\": [true, \"no\"]}")
            Issue.record("decoded a string as a Boolean")
        } catch {
            #expect(error.description == #"2:18: flags[1]: expected true or false, found the string "no""#)
        }
    }

    @Test func aMissingKeyIsNamed() {
        do {
            _ = try decode(Record.self, #"{"name": "a", "scale": 2, "flags": []}"#)
            Issue.record("decoded without count")
        } catch {
            #expect(error.message == #"the key "count" is missing"#)
        }
    }

    @Test func integersMustBeExactAndInRange() {
        #expect(throws: JSONError.self) { try decode(Nested.self, #"{"level": 1.5}"#) }
        #expect(throws: JSONError.self) { try decode(Nested.self, #"{"level": 256}"#) }
        #expect((try? decode(Nested.self, #"{"level": 255}"#)) == Nested(level: 255))
    }

    @Test func theParsersStrictnessHolds() {
        #expect(throws: JSONError.self) { try decode(Nested.self, #"{"level": 1, "level": 2}"#) }
        #expect(throws: JSONError.self) { try decode(Nested.self, #"{"level": 1,}"#) }
    }
}
