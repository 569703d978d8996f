import ArgumentParser
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

    func validate() throws {
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance must be between 0 and 255, got \(tolerance)")
        }
    }

    func run() throws {
        let expectedImage = try Self.load(expected)
        let actualImage = try Self.load(actual)
        let difference = ImageDifference.compare(
            expected: expectedImage.rgba, expectedWidth: expectedImage.width, expectedHeight: expectedImage.height,
            actual: actualImage.rgba, actualWidth: actualImage.width, actualHeight: actualImage.height,
            tolerance: tolerance)
        if difference.sizeMismatch {
            print("sizes differ: \(expectedImage.width)×\(expectedImage.height) vs \(actualImage.width)×\(actualImage.height)")
            throw CLIExitCode.mismatch
        }
        if let diff {
            let image = ImageDifference.diffImage(expected: expectedImage.rgba, actual: actualImage.rgba,
                                                  tolerance: tolerance)
            do {
                try PNGEncoder.write(width: expectedImage.width, height: expectedImage.height, rgba: image, to: diff)
            } catch {
                throw CLIFailure.io("\(diff): cannot write diff image: \(error)")
            }
        }
        print("\(difference.differingPixels) differing pixels, largest channel difference \(difference.maximumChannelDifference)")
        if difference.differingPixels > 0 { throw CLIExitCode.mismatch }
    }

    static func load(_ path: String) throws -> PNGImage {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIFailure.io("\(path): no such file") }
        do {
            return try PNGDecoder.decode(contentsOfFile: path)
        } catch {
            throw CLIFailure.input("\(path): \(error)")
        }
    }
}
