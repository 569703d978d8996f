import Foundation
import Testing

/// `widgetrender check` and the `--context` / `--check` options of `render`: exit 0 with nothing found,
/// 1 with findings (one line each), 64 for bad options with a suggestion.
@Suite struct CheckCommandTests {
    @Test func builtInExampleInAccentedModeHasNoCollapse() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--example", "battery", "--families", "systemSmall",
                                            "--modes", "accented", "--schemes", "dark"], in: folder)
        #expect(!(result.output + result.stderr).contains("collapsed"), "\((result.output + result.stderr))")
        #expect((result.output + result.stderr).contains("battery:"), "\((result.output + result.stderr))")
    }

    @Test func findingsExitOneAndWriteOverlays() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--example", "events", "--families", "systemMedium",
                                            "--modes", "fullColor", "--schemes", "light", "--overlay", "out"], in: folder)
        #expect(result.status == 1, "\((result.output + result.stderr))")
        #expect((result.output + result.stderr).contains("systemMedium fullColor light homeScreen: Text"), "\((result.output + result.stderr))")
        #expect((result.output + result.stderr).contains("low contrast"), "\((result.output + result.stderr))")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/systemMedium-fullColor.png").path))
    }

    @Test func collapsedOnlyPassesTheDefaultExample() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--families", "systemSmall", "--collapsed-only"], in: folder)
        #expect(result.status == 0, "\((result.output + result.stderr))")
        #expect(result.stderr.contains("habit: no findings ("), "\(result.stderr)")
        #expect(result.output.isEmpty)
    }

    @Test func unknownModeIsAUsageErrorWithASuggestion() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--modes", "acented"], in: folder)
        #expect(result.status == 64)
        #expect((result.output + result.stderr).contains("did you mean accented?"), "\((result.output + result.stderr))")
    }

    @Test func contrastOutsideOneToTwentyOneIsAUsageError() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--min-text-contrast", "30"], in: folder)
        #expect(result.status == 64)
        #expect((result.output + result.stderr).contains("--min-text-contrast must be a contrast ratio between 1 and 21"), "\((result.output + result.stderr))")
    }

    @Test func unknownContextIsAUsageErrorWithASuggestion() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--context", "lockScren"], in: folder)
        #expect(result.status == 64)
        #expect((result.output + result.stderr).contains("did you mean lockScreen?"), "\((result.output + result.stderr))")
    }

    @Test func backdropWithoutLockScreenIsAUsageError() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--context", "standBy", "--backdrop", "x.png"], in: folder)
        #expect(result.status == 64)
        #expect((result.output + result.stderr).contains("--backdrop is the wallpaper of --context lockScreen, iPadLockScreen, macDesktop, notificationCenter, not standBy"), "\((result.output + result.stderr))")
    }

    @Test func renderWithContextNamesTheFileAfterIt() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--family", "accessoryCircular", "--mode", "vibrant",
                                            "--context", "lockScreen"], in: folder)
        #expect(result.status == 0, "\((result.output + result.stderr))")
        #expect((result.output + result.stderr).contains("wrote habit-accessoryCircular-vibrant-lockScreen.png (324×324 px)"), "\((result.output + result.stderr))")
    }

    @Test func renderContextRefusesAFamilyItDoesNotShow() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--family", "systemMedium", "--mode", "vibrant",
                                            "--context", "lockScreen"], in: folder)
        #expect(result.status == 65)
        #expect((result.output + result.stderr).contains("lockScreen shows accessoryCircular"), "\((result.output + result.stderr))")
    }

    @Test func renderCheckExitsOneAfterWritingWhenSomethingCollapses() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--example", "events", "--family", "systemMedium", "--check"], in: folder)
        #expect(result.status == 1, "\((result.output + result.stderr))")
        #expect((result.output + result.stderr).contains("wrote events-systemMedium-fullColor.png"), "\((result.output + result.stderr))")
        #expect((result.output + result.stderr).contains("low contrast"), "\((result.output + result.stderr))")
    }
}
