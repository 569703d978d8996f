import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import WidgetExamples
import Widgets

/// The watch Smart Stack and the Mac desktop / Notification Center as places: goldens of built-in examples
/// (habit declares no container background, weather declares its sky), the screen or wallpaper around the
/// widget, the background choice, and the devices each place accepts.
@Suite struct WatchMacPlacementTests {
    func render(_ example: String, _ family: WidgetFamily, _ placement: WidgetPlacement, mode: WidgetMode = .fullColor,
                scheme: ColorScheme = .light, device: WidgetDevice? = nil) throws -> Pixmap {
        let widget = try #require(BuiltInExample.named(example))
        var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme).ios18
        options.device = device
        return try WidgetPlacementRenderer().render(widget.makeView(), options: options, placement: placement,
                                                    resources: try TestResources.get())
    }

    func golden(_ pixmap: Pixmap, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "contexts",
                     name: name, sourceLocation: sourceLocation)
    }

    static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    // MARK: Smart Stack

    @Test func smartStackWithoutAContainerBackgroundIsTheDarkMaterialOnBlack() throws {
        let pixmap = try render("habit", .accessoryRectangular, .smartStack)
        golden(pixmap, "smartStack-habit-accessoryRectangular")
        // The 45 mm watch's screen, 198×242 pt @2x, black around the 184×80.5 pt widget.
        #expect((pixmap.width, pixmap.height) == (396, 484))
        #expect(pixmap.pixel(x: 0, y: 0) == Self.black)
        #expect(pixmap.pixel(x: 198, y: 40) == Self.black)
        // Inside the widget, away from its content (the left edge of its 8 pt margin): the dark material.
        let top = (484 - 161) / 2
        #expect(pixmap.pixel(x: (396 - 368) / 2 + 6, y: top + 80) == PremultipliedRGBA8(r: 28, g: 28, b: 30, a: 255))
    }

    @Test func smartStackWithAContainerBackgroundDrawsItsOwn() throws {
        let pixmap = try render("weather", .accessoryRectangular, .smartStack)
        golden(pixmap, "smartStack-weather-accessoryRectangular")
        let top = (484 - 161) / 2
        let inside = pixmap.pixel(x: (396 - 368) / 2 + 6, y: top + 80)
        #expect(inside != PremultipliedRGBA8(r: 28, g: 28, b: 30, a: 255))
        #expect(inside.b > inside.r, "the weather sky is blue: \(inside)")
    }

    @Test(arguments: [("watch-40mm", 162.0, 197.0, 152.0), ("watch-49mm", 205, 251, 191)])
    func smartStackIsTheWatchScreen(_ identifier: String, _ width: Double, _ height: Double, _ widget: Double) throws {
        let watch = try DeviceCatalog.requireDevice(named: identifier)
        let pixmap = try render("habit", .accessoryRectangular, .smartStack, device: watch)
        #expect((pixmap.width, pixmap.height) == (Int(width * 2), Int(height * 2)))
        // Black on both sides of the widget, which is centred.
        let side = Int((width - widget) / 2 * 2)
        #expect(pixmap.pixel(x: side - 1, y: pixmap.height / 2) == Self.black)
        #expect(pixmap.pixel(x: pixmap.width - side, y: pixmap.height / 2) == Self.black)
    }

    @Test func smartStackRefusesAPhone() throws {
        #expect(throws: RenderError.self) {
            try render("habit", .accessoryRectangular, .smartStack, device: DeviceCatalog.defaultPhone)
        }
    }

    @Test func smartStackRefusesVibrant() throws {
        #expect(throws: RenderError.self) { try render("habit", .accessoryRectangular, .smartStack, mode: .vibrant) }
    }

    // MARK: Mac desktop and Notification Center

    @Test func macDesktopInFront() throws {
        let pixmap = try render("weather", .systemMedium, .macDesktop)
        golden(pixmap, "macDesktop-weather-systemMedium-fullColor")
        // The Mac's 364×170 pt medium @2x with 16 pt of wallpaper around it.
        #expect((pixmap.width, pixmap.height) == (728 + 64, 340 + 64))
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 176, g: 200, b: 236, a: 255))
    }

    @Test func macDesktopBehindAnAppWindowIsDesaturated() throws {
        let pixmap = try render("weather", .systemMedium, .macDesktop, mode: .vibrant)
        golden(pixmap, "macDesktop-weather-systemMedium-vibrant")
        // The sky is removed: the wallpaper shows through where the widget has no content.
        let front = try render("weather", .systemMedium, .macDesktop)
        #expect(pixmap.pixel(x: 40, y: 200) != front.pixel(x: 40, y: 200))
    }

    @Test func macDesktopHabitInFrontAndBehindDark() throws {
        golden(try render("habit", .systemLarge, .macDesktop, scheme: .dark), "macDesktop-habit-systemLarge-fullColor-dark")
        golden(try render("habit", .systemLarge, .macDesktop, mode: .vibrant, scheme: .dark), "macDesktop-habit-systemLarge-vibrant-dark")
    }

    @Test func notificationCenterSmall() throws {
        let pixmap = try render("habit", .systemSmall, .notificationCenter)
        golden(pixmap, "notificationCenter-habit-systemSmall")
        // The panel's light material over the wallpaper's top colour: 0.72 × 246 + 0.28 × (176, 200, 236).
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 226, g: 233, b: 243, a: 255))
    }

    @Test func macDesktopExtraLargeDefaultsToTheMac() throws {
        let pixmap = try render("habit", .systemExtraLarge, .macDesktop)
        #expect((pixmap.width, pixmap.height) == (1504 + 64, 764 + 64))
    }

    @Test func macDesktopShowsAnIPhoneWidgetAtThePhoneSize() throws {
        let pixmap = try render("habit", .systemSmall, .macDesktop, device: DeviceCatalog.defaultPhone)
        #expect((pixmap.width, pixmap.height) == (510 + 96, 510 + 96))
    }

    @Test func notificationCenterRefusesVibrantAndAWatch() throws {
        #expect(throws: RenderError.self) { try render("habit", .systemSmall, .notificationCenter, mode: .vibrant) }
        #expect(throws: RenderError.self) {
            try render("habit", .systemSmall, .notificationCenter, device: DeviceCatalog.defaultWatch)
        }
    }

    // MARK: The render matrix knows these places

    @Test func placesAddTheirRendersOnTheirDevice() {
        let stack = WidgetPlacement.smartStack.appearances(of: .accessoryRectangular)
        #expect(stack.map { WidgetPlacement.smartStack.fileStem($0) } == ["accessoryRectangular-fullColor-smartStack"])
        #expect(stack.first?.device == DeviceCatalog.defaultWatch)
        let desk = WidgetPlacement.macDesktop.appearances(of: .systemSmall)
        #expect(desk.map { WidgetPlacement.macDesktop.fileStem($0) } == [
            "systemSmall-fullColor-macDesktop", "systemSmall-fullColor-dark-macDesktop",
            "systemSmall-vibrant-macDesktop", "systemSmall-vibrant-dark-macDesktop",
        ])
        #expect(desk.allSatisfy { $0.device == DeviceCatalog.defaultMac })
        #expect(WidgetPlacement.notificationCenter.appearances(of: .systemSmall, device: DeviceCatalog.defaultPhone).isEmpty)
        #expect(WidgetPlacement.smartStack.appearances(of: .systemSmall).isEmpty)
    }

    @Test func newPlacesParse() {
        #expect(WidgetPlacement(parsing: "smart-stack") == .smartStack)
        #expect(WidgetPlacement(parsing: "MAC_DESKTOP") == .macDesktop)
        #expect(WidgetPlacement(parsing: "notification center") == .notificationCenter)
    }
}
