import Testing
@testable import Typography

private func opportunities(_ text: String) -> [BreakOpportunity] {
    let characters = Array(text)
    let firsts = characters.compactMap(\.unicodeScalars.first)
    return LineBreakRules.opportunities(kinds: firsts.map(GraphemeKind.of), firstScalars: firsts)
}

/// Indices after which a line may (or must) end.
private func breakPositions(_ text: String) -> [Int] {
    opportunities(text).enumerated().filter { $0.element != .none }.map { $0.offset + 1 }
}

@Test func spacesAllowABreakAfterTheLastSpaceOfARun() {
    #expect(breakPositions("ab  cd") == [4, 6])
}

@Test func hyphenBetweenLettersAllowsABreak() {
    #expect(breakPositions("well-known") == [5, 10])
}

@Test func hyphenBeforeADigitDoesNotBreak() {
    #expect(breakPositions("a -5") == [2, 4])
}

@Test func newlineForcesABreak() {
    #expect(opportunities("a\nb") == [.none, .mandatory, .mandatory])
}

@Test func ideographsBreakBetweenEachOther() {
    #expect(breakPositions("東京都") == [1, 2, 3])
}

@Test func closingPunctuationStaysWithThePrecedingIdeograph() {
    #expect(breakPositions("東京。都") == [1, 3, 4])
}

@Test func noBreakAfterOpeningPunctuation() {
    #expect(breakPositions("「東京」") == [2, 4])
}

@Test func smallKanaAndTheProlongedSoundMarkNeverStartALine() {
    // ッ (small tsu) and ー (prolonged sound mark) are non-starters (UAX #14 NS / CJ, strict kinsoku).
    #expect(breakPositions("カッター") == [2, 4])
}

@Test func hangulBreaksBetweenWordsNotSyllables() {
    // iOS labels use hangulWordPriority: "안녕하세요 세계" breaks only after the space.
    #expect(breakPositions("안녕하세요 세계") == [6, 8])
}
