import Foundation
import JSON
import Testing
import WidgetDocument

/// Every numeric field of the format, found in the kitchen-sink document (every view and modifier once):
/// huge, tiny, negative, NaN and infinite values are errors at that very number, never a render.
@Suite struct NumericFieldTests {
    /// The kitchen-sink document of the fuzz corpus.
    static let kitchenSink: [UInt8] = Array(
        (try? Data(contentsOf: URL(fileURLWithPath: Repository.path("Tests/Fuzz/Corpus/document/kitchen-sink.json"))))
            ?? Data())

    /// Every number literal outside strings: its byte range, line and column (1-based, in bytes).
    static var numbers: [(range: Range<Int>, position: SourcePosition)] {
        var found: [(Range<Int>, SourcePosition)] = []
        var index = 0, line = 1, lineStart = 0
        var inString = false
        let bytes = kitchenSink
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
                found.append((start..<index, SourcePosition(line: line, column: start - lineStart + 1)))
                continue
            }
            index += 1
        }
        return found
    }

    /// The kitchen sink with the number at `range` replaced by `literal`.
    static func replacing(_ range: Range<Int>, with literal: String) -> [UInt8] {
        var bytes = kitchenSink
        bytes.replaceSubrange(range, with: Array(literal.utf8))
        return bytes
    }

    static func decode(_ bytes: [UInt8]) -> DocumentError? {
        do {
            _ = try WidgetDocument.decode(bytes: bytes, path: "kitchen-sink.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func theKitchenSinkDecodesAndHasManyNumericFields() {
        #expect(Self.decode(Self.kitchenSink) == nil)
        #expect(Self.numbers.count >= 60)
    }

    @Test func everyNumericFieldRefusesAHugeValueThere() {
        for (range, position) in Self.numbers {
            let error = Self.decode(Self.replacing(range, with: "1e300"))
            #expect(error?.position == position, "\(position): \(String(describing: error))")
            #expect(error?.message.contains("1e300 is too large") == true, "\(position): \(String(describing: error))")
        }
    }

    @Test func everyNumericFieldRefusesAHugeNegativeValueThere() {
        for (range, position) in Self.numbers {
            let error = Self.decode(Self.replacing(range, with: "-1e300"))
            #expect(error?.position == position, "\(position): \(String(describing: error))")
            let message = error?.message ?? ""
            #expect(message.contains("-1e300 is too small") || message.contains("-1e300 is negative"),
                    "\(position): \(message)")
        }
    }

    @Test func everyNumericFieldRefusesNaNAndInfinity() {
        for (range, position) in Self.numbers {
            for literal in ["NaN", "Infinity", "-Infinity", "1e999"] {
                let error = Self.decode(Self.replacing(range, with: literal))
                #expect(error?.position == position, "\(literal) at \(position): \(String(describing: error))")
                let message = error?.message ?? ""
                #expect(message.contains("is not a JSON number") || message.contains("is out of range"),
                        "\(literal) at \(position): \(message)")
            }
        }
    }

    @Test func everyNumericFieldTakesMinusOneOrSaysWhyNot() {
        for (range, position) in Self.numbers {
            guard let error = Self.decode(Self.replacing(range, with: "-1")) else { continue }
            // A range's bounds are checked together, at the range: [0, -1] is backwards, not out of range.
            if error.message == "the range's lower bound must be below its upper bound" { continue }
            #expect(error.position == position, "\(position): \(error)")
            #expect(["-1 is negative", "-1 is too small", "is not a whole number"].contains { error.message.contains($0) },
                    "\(position): \(error.message)")
        }
    }
}
