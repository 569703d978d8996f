import Foundation
import Testing

/// `render`'s options are parsed and checked once, where they enter (each option group's `validate()`):
/// an option left out takes the default its owner names, bad values are usage errors there, and the
/// default file name asks the canvas made while parsing.
@Suite struct RenderOptionsParsedOnceTests {
    @Test func helpNamesTheDefaultOfFamilyModeAndScheme() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--help"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for expected in ["(default: systemSmall)", "(default: fullColor)", "(default: light)"] {
            #expect(help.contains(expected), "\(expected) missing from: \(help)")
        }
    }

    @Test func optionsLeftOutDrawWhatTheirDefaultsDraw() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let omitted = try BuiltBinary.run(["-o", "omitted.png"], in: folder)
        let given = try BuiltBinary.run(["--family", "systemSmall", "--mode", "fullColor", "--scheme", "light",
                                         "--dynamic-type", "large", "--locale", "en_US", "-o", "given.png"], in: folder)
        #expect(omitted.status == 0 && given.status == 0, "\(omitted.stderr) \(given.stderr)")
        let a = try Data(contentsOf: folder.appendingPathComponent("omitted.png"))
        let b = try Data(contentsOf: folder.appendingPathComponent("given.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func aVibrantRenderIsNamedWithoutTheSchemeItIgnores() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--mode", "vibrant", "--scheme", "dark"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote habit-systemSmall-vibrant.png (510×510 px)"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("habit-systemSmall-vibrant.png").path))
    }

    @Test(arguments: [
        (["--example", "habbit"], "unknown example"),
        (["--mode", "vibrnt"], "unknown rendering mode"),
        (["--family", "systemSmall", "--device", "watch-45mm"], "watch-45mm"),
        (["--scale", "9"], "scale"),
        (["--dynamic-type", "huge"], "--dynamic-type"),
        (["--date", "tomorrow"], "--date"),
        (["--context", "desk"], "unknown context"),
    ])
    func aBadValueIsAUsageErrorWhereItEntersAndNothingIsWritten(_ arguments: [String], _ named: String) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(arguments, in: folder)
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains(named), "\(arguments): \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
