import Graphics
import Testing
@testable import Widgets

/// The watch Smart Stack and the Mac as places a widget is drawn: sizes per device, the context each
/// device and mode selects, the background treatment and margins there, and the render matrix's rows.
@Suite struct WatchAndMacPlacesTests {
    /// HIG "watchOS dimensions": the size of a widget in the Smart Stack, per case size [D].
    @Test(arguments: [("watch-40mm", 152, 69.5), ("watch-41mm", 165, 72.5), ("watch-44mm", 173, 76.5),
                      ("watch-45mm", 184, 80.5), ("watch-49mm", 191, 81.5)])
    func smartStackRectangularIsTheHIGSizePerWatch(_ identifier: String, _ width: Double, _ height: Double) throws {
        let watch = try DeviceCatalog.requireDevice(named: identifier)
        let canvas = try WidgetCanvas(family: .accessoryRectangular, device: watch)
        #expect(canvas.context == .watchSmartStack)
        #expect(canvas.size == Size(width: width, height: height))
        #expect((canvas.pixelWidth, canvas.pixelHeight) == (Int(width * 2), Int(height * 2)))
    }

    @Test func smartStackDrawsTheDeclaredBackgroundOrTheDarkMaterial() throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, device: DeviceCatalog.defaultWatch)
        #expect(canvas.backgroundTreatment() == .drawn)
        #expect(canvas.environment().showsWidgetContainerBackground)
        #expect(canvas.environment().colorScheme == .dark)
        #expect(ContainerBackgroundTreatment.watchSmartStackMaterial == RGBAColor(r255: 28, 28, 30, alpha: 1))
    }

    @Test func accentedRectangularOnTheWatchIsAComplication() throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: .accented, device: DeviceCatalog.defaultWatch)
        #expect(canvas.context == .watchComplication)
    }

    @Test func theMacIsFoundByName() throws {
        let mac = try DeviceCatalog.requireDevice(named: "mac")
        #expect(mac.idiom == .mac)
        #expect(mac == DeviceCatalog.defaultMac)
        #expect(DeviceCatalog.device(named: "MAC@2x") == mac)
        #expect(mac.families == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }

    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    func theMacOffersNoAccessoryFamily(_ family: WidgetFamily) {
        #expect(throws: WidgetError.familyNotOffered(family, DeviceCatalog.defaultMac)) {
            try WidgetCanvas(family: family, device: DeviceCatalog.defaultMac)
        }
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    func desktopInFrontIsFullColourWithItsBackground(_ family: WidgetFamily) throws {
        let canvas = try WidgetCanvas(family: family, device: DeviceCatalog.defaultMac)
        #expect(canvas.context == .macDesktop)
        #expect(canvas.backgroundTreatment() == .drawn)
        #expect(canvas.contentMargins == EdgeInsets(ContentMargins.tight))
        #expect(canvas.environment().showsWidgetContainerBackground)
        #expect(canvas.containerShape == .roundedRectangle(cornerRadius: ContainerShape.cornerRadiusRatio * 170))
    }

    @Test func desktopBehindAnAppWindowIsVibrantWithoutItsBackground() throws {
        let canvas = try WidgetCanvas(family: .systemMedium, mode: .vibrant, device: DeviceCatalog.defaultMac)
        #expect(canvas.context == .macDesktop)
        #expect(canvas.renderingMode == .vibrant)
        #expect(canvas.backgroundTreatment() == .removed)
        #expect(canvas.backgroundTreatment(isRemovable: false) == .drawn)
        #expect(!canvas.environment().showsWidgetContainerBackground)
    }

    @Test func notificationCenterDrawsTheBackgroundWithHomeScreenMargins() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, device: DeviceCatalog.defaultMac, context: .notificationCenter)
        #expect(canvas.backgroundTreatment() == .drawn)
        #expect(canvas.contentMargins == EdgeInsets(ContentMargins.homeScreen))
    }

    @Test func theMacMatrixIsFullColourInBothSchemesAndVibrant() {
        let stems = WidgetAppearance.matrix(families: [.systemSmall, .systemExtraLarge], device: DeviceCatalog.defaultMac)
            .map(\.fileStem)
        #expect(stems == ["systemSmall-fullColor", "systemSmall-fullColor-dark", "systemSmall-vibrant",
                          "systemExtraLarge-fullColor", "systemExtraLarge-fullColor-dark", "systemExtraLarge-vibrant"])
    }

    @Test func theWatchMatrixShowsTheSmartStackRectangularInFullColourOnce() {
        let appearances = WidgetAppearance.matrix(families: [.accessoryRectangular], modes: [.fullColor],
                                                  device: DeviceCatalog.defaultWatch)
        #expect(appearances.map(\.fileStem) == ["accessoryRectangular-fullColor"])
    }

    @Test func macPlacesAreInTheDeviceTable() {
        #expect(WidgetShowcase.places(showing: .systemLarge, in: .fullColor).contains(.macNotificationCenter))
        #expect(WidgetShowcase.places(showing: .systemLarge, in: .vibrant) == [.macDesktop])
        #expect(WidgetShowcase.macNotificationCenter.idioms == [.mac])
        #expect(!WidgetShowcase.isShown(.systemSmall, in: .accented, on: DeviceCatalog.defaultMac))
    }
}
