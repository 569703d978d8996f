import ArgumentParser
import FileAccess
import PNGCodec
import PortableFoundation
import Snapshot

/// `widgetrender compare EXPECTED.png ACTUAL.png [--tolerance N] [--diff DIFF.png]`
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images pixel by pixel.",
        discussion: """
            Exits 0 when every pixel matches within the tolerance and 1 otherwise, printing the number of \
            differing pixels and the largest channel difference. Images are compared on decoded pixels \
            (straight RGBA), never on PNG bytes.

            Examples:
              widgetrender compare Goldens/habit.png habit.png
              widgetrender compare expected.png actual.png --tolerance 2 --diff diff.png
            """)

    @Argument(help: "The reference image.")
    var expected: String

    @Argument(help: "The image to check.")
    var actual: String

    @Option(help: "The largest channel difference (0–255) still counted as equal.")
    var tolerance: Int = 0

    @Option(help: "Write a diff image here: differing pixels in magenta over a faded copy of the expected image.")
    var diff: String?

    @OptionGroup var junitOption: JUnitOption

    func validate() throws {
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance must be between 0 and 255, got \(tolerance)")
        }
    }

    func run() throws {
        if let diff { try CLIOutput.check(diff, option: "--diff", inputs: [expected, actual]) }
        let expectedImage = try Self.load(expected)
        let actualImage = try Self.load(actual)
        let difference = ImageDifference.compare(
            expected: expectedImage.rgba, expectedWidth: expectedImage.width, expectedHeight: expectedImage.height,
            actual: actualImage.rgba, actualWidth: actualImage.width, actualHeight: actualImage.height,
            tolerance: tolerance)
        if difference.sizeMismatch {
            let message = "sizes differ: \(expectedImage.width)×\(expectedImage.height) vs \(actualImage.width)×\(actualImage.height)"
            try writeJUnit(failure: (message, "\(expected) vs \(actual)"))
            printOutput(message)
            throw CLIExitCode.mismatch
        }
        if let diff {
            let image = ImageDifference.diffImage(expected: expectedImage.rgba, actual: actualImage.rgba,
                                                  tolerance: tolerance)
            let png: [UInt8]
            do {
                png = try PNGEncoder.encode(width: expectedImage.width, height: expectedImage.height, rgba: image)
            } catch {
                throw CLIFailure.io("\(TerminalText.safe(diff)): cannot encode the diff image: \(error)")
            }
            try CLIOutput.write(png, to: diff, inputs: [expected, actual])
        }
        let message = "\(difference.differingPixels) differing pixels, largest channel difference \(difference.maximumChannelDifference)"
        try writeJUnit(failure: difference.differingPixels > 0
                       ? (message, diff.map { "diff image: \($0)" } ?? "\(expected) vs \(actual)") : nil)
        printOutput(message)
        if difference.differingPixels > 0 { throw CLIExitCode.mismatch }
    }

    /// With `--junit`, the comparison as one test case (named by the actual image, its class the expected one);
    /// a failure names the diff image when `--diff` wrote one.
    func writeJUnit(failure: (message: String, detail: String)?) throws {
        guard let junit = junitOption.junit else { return }
        try JUnitReport(name: "widgetrender compare", cases: [
            JUnitReport.TestCase(name: actual, className: expected, failure: failure)
        ]).write(to: junit, inputs: [expected, actual])
    }

    /// Reads and decodes one image. Reading failures (missing, a folder, a FIFO, an I/O error) are I/O
    /// errors (74) as for documents; undecodable bytes are input errors (65).
    static func load(_ path: String) throws -> PNGImage {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.readAll(path, limit: PNGDecodeLimits.default.maximumFileBytes)
        } catch {
            if case .tooLarge = error { throw CLIFailure.input(TerminalText.safe(error.description)) }
            if case .system(_, _, let code) = error {
                throw CLIFailure.io("\(TerminalText.safe(path)): cannot read: \(FileAccessError.plainWords(code))")
            }
            throw CLIFailure.io(TerminalText.safe(error.description))
        }
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw CLIFailure.input("\(TerminalText.safe(path)): \(error)")
        }
    }
}
