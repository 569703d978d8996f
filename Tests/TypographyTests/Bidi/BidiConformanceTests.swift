import Foundation
import Graphics
import Testing
@testable import Typography

/// The bidi levels (FriBidi) and our line reordering (L1 part 4, L2) against a sample of the Unicode
/// conformance file BidiCharacterTest.txt (BidiCharacterTestSample.txt says which lines). Each scalar is
/// taken as its own cluster, as the file's visual order counts scalars.
@Suite struct BidiConformanceTests {
    struct Case: CustomStringConvertible, Sendable {
        var line: Int
        var scalars: [UInt32]
        var direction: Int
        var paragraphLevel: UInt8
        var levels: [UInt8?]
        var order: [Int]
        var description: String { "line \(line)" }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("BidiCharacterTestSample.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count == 5, let direction = Int(fields[1]), let level = UInt8(fields[2]) else { continue }
            cases.append(Case(line: number + 1,
                              scalars: fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) },
                              direction: direction, paragraphLevel: level,
                              levels: fields[3].split(separator: " ").map { UInt8($0) },
                              order: fields[4].split(separator: " ").compactMap { Int($0) }))
        }
        return cases
    }()

    @Test func sampleIsLoaded() {
        #expect(Self.cases.count > 300)
    }

    @Test(arguments: cases)
    func levelsAndVisualOrderMatchTheStandard(_ c: Case) {
        let direction: LayoutDirection = c.direction == 1 ? .rightToLeft : .leftToRight
        let bidi = BidiParagraph.resolve(c.scalars, direction: direction, forced: c.direction != 2)
        #expect(bidi.paragraphLevels.first == c.paragraphLevel, "paragraph level")
        let (order, levels) = BidiReordering.visualOrder(levels: bidi.levels, resets: bidi.resetsAtLineEnd,
                                                         paragraphLevel: bidi.paragraphLevels.first ?? 0)
        for (index, expected) in c.levels.enumerated() {
            if let expected { #expect(levels[index] == expected, "level of scalar \(index)") }
        }
        let kept = order.filter { c.levels[$0] != nil }
        #expect(kept == c.order, "visual order")
    }
}
