import Foundation
import PNGCodec
import Testing

/// `--context homeScreen --backdrop FILE` (render) and `check --backdrop FILE`: the person's wallpaper seen
/// through the iOS 26 clear and tinted glass, in the pixels and in the legibility check.
@Suite struct HomeScreenWallpaperTests {
    /// Writes a 64×64 opaque PNG of one grey.
    func wallpaper(_ name: String, grey: UInt8, in folder: URL) throws {
        let pixels = [UInt8]((0..<(64 * 64)).flatMap { _ in [grey, grey, grey, 255] })
        try PNGEncoder.write(width: 64, height: 64, rgba: pixels, to: folder.appendingPathComponent(name).path)
    }

    /// The red of a pixel of the habit example's systemSmall left margin (glass, no content) in `file`.
    func marginRed(_ file: String, in folder: URL) throws -> UInt8 {
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(file).path)
        #expect(image.width == 524 && image.height == 524, "\(file): \(image.width)×\(image.height)")
        return image.rgba[(262 * image.width + 30) * 4]
    }

    @Test func theWallpaperShowsThroughTheClearGlass() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wallpaper("black.png", grey: 0, in: folder)
        try wallpaper("white.png", grey: 255, in: folder)
        for (name, extra) in [("black", ["--context", "homeScreen", "--backdrop", "black.png"]),
                              ("white", ["--context", "homeScreen", "--backdrop", "white.png"]), ("stand-in", [])] {
            let result = try BuiltBinary.run(["--mode", "clear", "-o", "\(name).png"] + extra, in: folder)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("warning"), "\(name): \(result.stderr)")
        }
        // Clear glass, light scheme: the wallpaper undimmed under a white frost at 0.10 (GlassChoices.clearLight).
        let black = try marginRed("black.png", in: folder), white = try marginRed("white.png", in: folder)
        let standIn = try marginRed("stand-in.png", in: folder)
        #expect(black == 26 && white == 255, "black \(black), white \(white)")
        #expect(standIn > black && standIn < white, "stand-in \(standIn)")
    }

    @Test func aWallpaperNoGlassShowsIsAWarning() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wallpaper("black.png", grey: 0, in: folder)
        let plain = try BuiltBinary.run(["--context", "homeScreen", "--backdrop", "black.png"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("warning: --backdrop on the Home Screen is the wallpaper seen through the clear "
                                      + "and tinted glass; it has no effect in fullColor mode"), "\(plain.stderr)")
        let strict = try BuiltBinary.run(["--context", "homeScreen", "--backdrop", "black.png", "--strict", "-o", "s.png"],
                                         in: folder)
        #expect(strict.status == 4, "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.png").path))
    }

    @Test func theCheckMeasuresTheWidgetOverTheWallpaper() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wallpaper("black.png", grey: 0, in: folder)
        let arguments = ["check", "--families", "systemSmall", "--modes", "clear", "--schemes", "light", "--collapsed-only"]
        // The stand-in light wallpaper: even opaque white is faint on the clear glass there, which iOS draws and the
        // widget cannot change: a note on stderr, no finding (the habit's labels are held to what white reaches).
        let light = try BuiltBinary.run(arguments, in: folder)
        #expect(light.status == 0, "\(light.output)")
        #expect(light.stderr.contains("systemSmall clear light homeScreen: note: opaque white reaches only 1."), "\(light.stderr)")
        // A black wallpaper: the same white labels read on the dark glass; no note.
        let dark = try BuiltBinary.run(arguments + ["--backdrop", "black.png"], in: folder)
        #expect(dark.status == 0, "\(dark.output)")
        #expect(dark.stderr.contains("habit: no findings (") && !dark.stderr.contains("note:"), "\(dark.stderr)")
        let missing = try BuiltBinary.run(arguments + ["--backdrop", "none.png"], in: folder)
        #expect(missing.status == 65, "\(missing.stderr)")
        #expect(missing.stderr.contains("--backdrop none.png"), "\(missing.stderr)")
    }
}
