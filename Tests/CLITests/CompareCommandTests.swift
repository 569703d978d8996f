import Foundation
import PNGCodec
import Testing

/// `widgetrender compare`: exit 0 on a match, 1 on a difference, with counts and a diff image.
@Suite struct CompareCommandTests {
    /// A folder with `a.png` (a 4×4 opaque grey image) and `b.png` (the same with two pixels changed).
    func fixtures() throws -> URL {
        let folder = try BuiltBinary.temporaryFolder()
        var pixels = [UInt8](repeating: 128, count: 4 * 4 * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        try PNGEncoder.write(width: 4, height: 4, rgba: pixels, to: folder.appendingPathComponent("a.png").path)
        pixels[0] = 138      // pixel (0, 0): red +10
        pixels[5 * 4 + 2] = 98  // pixel (1, 1): blue −30
        try PNGEncoder.write(width: 4, height: 4, rgba: pixels, to: folder.appendingPathComponent("b.png").path)
        try PNGEncoder.write(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16),
                             to: folder.appendingPathComponent("small.png").path)
        return folder
    }

    @Test func identicalImagesExitZero() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["compare", "a.png", "a.png"], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("0 differing pixels"), "\(result.output)")
    }

    @Test func differentImagesExitOneWithCountAndLargestDifference() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["compare", "a.png", "b.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("2 differing pixels"), "\(result.output)")
        #expect(result.output.contains("largest channel difference 30"), "\(result.output)")
    }

    @Test func toleranceAcceptsSmallDifferences() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["compare", "a.png", "b.png", "--tolerance", "10"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("1 differing pixels"), "\(result.output)")
        let loose = try BuiltBinary.run(["compare", "a.png", "b.png", "--tolerance", "30"], in: folder)
        #expect(loose.status == 0, "\(loose.output)")
    }

    @Test func diffImageHasTheExpectedSize() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["compare", "a.png", "b.png", "--diff", "diff.png"], in: folder)
        #expect(result.status == 1)
        let diff = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("diff.png").path)
        #expect(diff.width == 4 && diff.height == 4)
        #expect(diff.rgba[0...3] != diff.rgba[8...11], "a differing pixel is highlighted")
    }

    @Test func differentSizesExitOne() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["compare", "a.png", "small.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("4×4") && result.output.contains("2×2"), "\(result.output)")
    }

    @Test func missingFileIsAnIOError() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["compare", "a.png", "nothing.png"], in: folder)
        #expect(result.status == 74)
        #expect(result.stderr.contains("nothing.png"), "\(result.stderr)")
    }

    @Test func fileThatIsNotAPNGIsAnInputError() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("junk.png"))
        let result = try BuiltBinary.run(["compare", "a.png", "junk.png"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
