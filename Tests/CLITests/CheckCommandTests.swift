import Foundation
import Render
import Testing
import Widgets

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

    /// The habit example's Live Activity (two content states) and toggle control, in the gallery's matrix of them.
    static let habitPlaces = PlaceAppearance.matrix(activityStates: ["5 of 8", "goal met"], controlIsToggle: true)

    @Test func theLiveActivityAndControlAreCheckedInEveryPlaceTheGalleryDrawsThem() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--example", "habit", "--overlay", "out", "--junit", "check.xml"],
                                         in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        // The summary counts the renders reported: the widget's matrix, then every place of the gallery's (each one's
        // full-colour reference is among them, so the budget's count of renders made adds none for the places).
        let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular,
                                        .accessoryRectangular, .accessoryInline, .accessoryCorner]
        let reported = WidgetAppearance.matrix(families: families).count + Self.habitPlaces.count
        #expect(LegibilityCheck.renderCount(places: Self.habitPlaces) == Self.habitPlaces.count)
        #expect(result.stderr.contains(" in \(reported) renders, \(Self.habitPlaces.count) of them the Live Activity's "
                                       + "and control's)"), "\(result.stderr)")
        // Each finding names its place as the gallery labels the tile; the overlay and JUnit case by its file stem.
        #expect(result.output.contains("\nactivity Lock Screen · 5 of 8 · reducedLuminance · dark: "), "\(result.output)")
        #expect(result.output.contains("\ncontrol Control Center medium · off: "), "\(result.output)")
        let overlays = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(overlays.contains("activity-0-lockScreen-reducedLuminance-dark.png"), "\(overlays.sorted())")
        #expect(overlays.contains("control-controlCenterMedium-off.png"), "\(overlays.sorted())")
        let junit = try String(contentsOf: folder.appendingPathComponent("check.xml"), encoding: .utf8)
        #expect(junit.contains("name=\"activity-1-compact\""), "\(junit)")
        #expect(junit.contains("name=\"control-actionButton-on\""), "\(junit)")
        // Nothing of theirs collapses.
        let collapsedOnly = try BuiltBinary.run(["check", "--example", "habit", "--collapsed-only"], in: folder)
        #expect(collapsedOnly.status == 0, "\(collapsedOnly.output)")
        #expect(collapsedOnly.stderr.contains("habit: no findings ("), "\(collapsedOnly.stderr)")
    }

    @Test func chosenFamiliesLeaveTheLiveActivityAndControlOut() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--families", "systemSmall", "--modes", "fullColor"], in: folder)
        #expect(!result.output.contains("activity ") && !result.output.contains("control "), "\(result.output)")
        #expect(result.stderr.contains(" in 2 renders)"), "\(result.stderr)")
        // --modes narrows them as it narrows the gallery's: the Always-On Lock Screen and the watch wrist down, dark;
        // each judged against its full-colour twin (measured, not reported), no control (drawn in full colour).
        let dimmed = try BuiltBinary.run(["check", "--modes", "reducedLuminance", "--schemes", "dark", "--collapsed-only"],
                                         in: folder)
        #expect(dimmed.stderr.contains(", 4 of them the Live Activity's and control's)"), "\(dimmed.stderr)")
    }

    @Test func galleryCheckMeasuresItsLiveActivityRendersToo() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // StandBy at night, per content state, judged against StandBy in full colour (not drawn by this gallery).
        let result = try BuiltBinary.run(["gallery", "--check", "--modes", "night", "--schemes", "dark", "-o", "out"],
                                         in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(", 2 of them the Live Activity's and control's)"), "\(result.stderr)")
        #expect(result.output.contains("\nactivity StandBy · 5 of 8 · night: "), "\(result.output)")
        #expect(result.output.contains("(full colour "), "\(result.output)")
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
        #expect((result.output + result.stderr).contains("--backdrop is the wallpaper of --context homeScreen, lockScreen, iPadLockScreen, macDesktop, notificationCenter, not standBy"), "\((result.output + result.stderr))")
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
