import Foundation
import Testing

/// Bad command lines: exit 64, one line on stderr naming the bad value, nothing written.
@Suite struct UsageErrorTests {
    /// Runs `arguments` in an empty folder and checks the usage-error contract.
    func expectUsageError(_ arguments: [String], naming words: [String],
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(arguments, in: folder)
        #expect(result.status == 64, "\(arguments): exit \(result.status)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.contains(word), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty,
                "\(arguments) wrote a file", sourceLocation: sourceLocation)
    }

    @Test func unknownFamilyNamesTheValueAndTheFamilies() throws {
        try expectUsageError(["--family", "systemHuge"], naming: ["systemHuge", "systemSmall", "accessoryCorner"])
    }

    @Test func unknownModeNamesTheValueAndTheModes() throws {
        try expectUsageError(["--family", "systemSmall", "--mode", "sepia"], naming: ["sepia", "vibrant", "reducedLuminance"])
    }

    @Test func unknownOptionIsNamed() throws {
        try expectUsageError(["--famly", "systemSmall"], naming: ["--famly"])
    }

    @Test func unknownDeviceIsNamed() throws {
        try expectUsageError(["--device", "iphone-1x1"], naming: ["iphone-1x1"])
    }

    @Test func familyTheDeviceDoesNotOfferIsAUsageError() throws {
        try expectUsageError(["--family", "systemLarge", "--device", "watch-45mm"], naming: ["watch-45mm", "systemLarge"])
    }

    @Test func unknownExampleNamesTheExamples() throws {
        try expectUsageError(["--example", "stocks"], naming: ["stocks", "habit"])
    }

    @Test func misspelledDeviceSuggestsTheNearestIdentifier() throws {
        try expectUsageError(["--device", "iphone-430x923"], naming: ["iphone-430x923", "did you mean iphone-430x932?"])
    }

    @Test func misspelledExampleSuggestsTheNearestExample() throws {
        try expectUsageError(["--example", "habbit"], naming: ["habbit", "did you mean habit?", "expected one of"])
    }

    @Test func misspelledTintSuggestsTheNearestColourName() throws {
        try expectUsageError(["--mode", "accented", "--tint", "ornage"], naming: ["ornage", "did you mean orange?"])
    }

    @Test func galleryMisspelledTintSuggestsTheNearestColourName() throws {
        try expectUsageError(["gallery", "--tint", "purpel"], naming: ["purpel", "did you mean purple?"])
    }

    @Test func badSchemeIsNamed() throws {
        try expectUsageError(["--scheme", "sepia"], naming: ["sepia", "light", "dark"])
    }

    @Test func badScaleIsNamed() throws {
        try expectUsageError(["--scale", "0"], naming: ["0"])
    }

    @Test func badTintIsNamed() throws {
        try expectUsageError(["--tint", "#12"], naming: ["#12"])
    }

    @Test func galleryUnknownModeInAListIsNamed() throws {
        try expectUsageError(["gallery", "--modes", "fullColor,sepia"], naming: ["sepia"])
    }

    @Test func layoutUnknownFamilyIsNamed() throws {
        try expectUsageError(["layout", "--family", "tiny"], naming: ["tiny"])
    }

    @Test func listUnknownTopicIsNamed() throws {
        try expectUsageError(["list", "colours"], naming: ["colours"])
    }

    @Test func fileAndExampleTogetherIsAUsageError() throws {
        try expectUsageError(["widget.json", "--example", "habit"], naming: ["--example"])
    }
}
