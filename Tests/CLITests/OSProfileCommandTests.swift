import Foundation
import PNGCodec
import Testing
import Views

/// `--os` and the iOS 26 modes on the command line: `render`, `check`, `gallery`.
@Suite struct OSProfileCommandTests {
    @Test func clearAndTintedRenderAtTheIOS26Size() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for mode in ["clear", "tinted"] {
            let result = try BuiltBinary.run(["--mode", mode], in: folder)
            #expect(result.status == 0, "\(mode): \(result.stderr)")
            let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("habit-systemSmall-\(mode).png").path)
            #expect(image.width == 524 && image.height == 524, "\(mode): \(image.width)×\(image.height)")
        }
    }

    @Test func osIOS26ChangesTheSizeAndTheName() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--os", "ios26", "--family", "systemMedium"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("habit-systemMedium-fullColor-ios26.png").path)
        #expect(image.width == 1116 && image.height == 524)
    }

    @Test func aGlassModeWithIOS18AndAnUnknownOSAreUsageErrors() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let glass = try BuiltBinary.run(["--os", "ios18", "--mode", "clear"], in: folder)
        #expect(glass.status == 64)
        #expect(glass.stderr.contains("ios26"), "\(glass.stderr)")
        let unknown = try BuiltBinary.run(["--os", "ios17"], in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("ios17"), "\(unknown.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func galleryWithIOS26DrawsClearAndTintedInsteadOfAccented() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--os", "ios26", "--families", "systemSmall", "--schemes", "light",
                                          "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(files.contains("systemSmall-clear.png") && files.contains("systemSmall-tinted.png"), "\(files.sorted())")
        #expect(!files.contains { $0.hasPrefix("systemSmall-accented") }, "\(files.sorted())")
    }

    /// A built-in example's Live Activity and control follow `--os` too (their palette, their glass), named with it.
    @Test func galleryWithAnOSDrawsTheLiveActivityAndControlInIt() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other: OSProfile = OSProfile.standard == .ios18 ? .ios26 : .ios18
        let result = try BuiltBinary.run(["gallery", "--os", other.rawValue, "--modes", "fullColor", "--schemes", "light",
                                          "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(files.contains("activity-0-lockScreen-\(other).png"), "\(files.sorted())")
        #expect(files.contains("control-controlCenterSmall-on-\(other).png"), "\(files.sorted())")
        #expect(!files.contains("activity-0-lockScreen.png"), "\(files.sorted())")
    }
}
