import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import WidgetExamples
import Widgets

/// A widget where it is seen: Lock Screen and iPad Lock Screen over the stand-in
/// wallpaper, StandBy scaled up on black; goldens of the habit example in each.
@Suite struct WidgetPlacementTests {
    let habit = BuiltInExample.named("habit")

    func render(_ family: WidgetFamily, _ mode: WidgetMode, _ placement: WidgetPlacement,
                scheme: ColorScheme = .light, backdrop: Pixmap? = nil) throws -> Pixmap {
        let example = try #require(habit)
        return try WidgetPlacementRenderer().render(example.makeView(),
                                                    options: WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme).ios18,
                                                    placement: placement, backdrop: backdrop, resources: try TestResources.get())
    }

    func golden(_ pixmap: Pixmap, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "contexts",
                     name: name, sourceLocation: sourceLocation)
    }

    @Test func lockScreenRectangularOnLightWallpaper() throws {
        golden(try render(.accessoryRectangular, .vibrant, .lockScreen), "lockScreen-accessoryRectangular-light")
    }

    @Test func lockScreenCircularOnDarkWallpaper() throws {
        golden(try render(.accessoryCircular, .vibrant, .lockScreen, scheme: .dark), "lockScreen-accessoryCircular-dark")
    }

    @Test func iPadLockScreenSmall() throws {
        golden(try render(.systemSmall, .vibrant, .iPadLockScreen), "iPadLockScreen-systemSmall-light")
    }

    @Test func standByDay() throws {
        golden(try render(.systemSmall, .fullColor, .standBy), "standBy-systemSmall-fullColor")
    }

    @Test func standByNight() throws {
        golden(try render(.systemSmall, .night, .standBy), "standBy-systemSmall-night")
    }

    @Test func lockScreenAddsSixteenPointsOfWallpaperAroundTheWidget() throws {
        let pixmap = try render(.accessoryCircular, .vibrant, .lockScreen)
        #expect(pixmap.width == 76 * 3 + 2 * 48 && pixmap.height == 76 * 3 + 2 * 48)  // 76 pt on the 430 pt phone
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 176, g: 200, b: 236, a: 255))
    }

    @Test func standByIsTheLandscapeScreenWithTwoScaledWidgets() throws {
        let pixmap = try render(.systemSmall, .night, .standBy)
        #expect(pixmap.width == 932 * 3 && pixmap.height == 430 * 3)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func backdropImageCoversTheLockScreen() throws {
        let red = try #require(Pixmap(width: 2, height: 2, straightRGBA: [UInt8](repeating: 0, count: 16).enumerated().map {
            $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0
        }))
        let pixmap = try render(.accessoryCircular, .vibrant, .lockScreen, backdrop: red)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func lockScreenRefusesASystemFamily() throws {
        #expect(throws: RenderError.self) { try render(.systemMedium, .vibrant, .lockScreen) }
    }

    @Test func standByRefusesAccentedMode() throws {
        #expect(throws: RenderError.self) { try render(.systemSmall, .accented, .standBy) }
    }

    @Test func placementsParseInAnySpelling() {
        #expect(WidgetPlacement(parsing: "lock-screen") == .lockScreen)
        #expect(WidgetPlacement(parsing: "STANDBY") == .standBy)
        #expect(WidgetPlacement(parsing: "ipad_lock_screen") == .iPadLockScreen)
        #expect(WidgetPlacement(parsing: "desk") == nil)
    }
}
