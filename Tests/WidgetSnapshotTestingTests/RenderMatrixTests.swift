import PreviewRun
import Render
import Testing
import Views
@testable import WidgetHosting
import WidgetPreviews
import Widgets
import WidgetSnapshotTesting

/// The render matrix has one owner (`WidgetAppearance`): previews, the legibility check and the snapshot
/// matrix enumerate the same combinations for every family on every device, and none a device does not
/// show. (The gallery's side is `GalleryMatrixTests` in CLITests, through the built binary.)
@Suite struct RenderMatrixTests {
    /// The default device of each family (nil) and one device of each idiom.
    static let devices: [WidgetDevice?] = [nil, DeviceCatalog.defaultPhone, DeviceCatalog.defaultPad, DeviceCatalog.defaultWatch]

    struct Label: View {
        var body: some View { Text("Steps").font(.headline) }
    }

    /// `family-mode-scheme-device`: one combination, scheme and device spelled out.
    static func key(_ options: WidgetRenderOptions) -> String {
        "\(options.family)-\(options.mode)-\(options.colorScheme)-\(options.device?.identifier ?? "default")"
    }

    @Test(arguments: devices)
    func previewsCheckAndSnapshotMatrixAgree(_ device: WidgetDevice?) throws {
        let resources = try RenderResources.bundled()
        for family in WidgetFamily.allCases {
            let owner = WidgetAppearance.matrix(families: [family], device: device).map { Self.key(WidgetRenderOptions($0)) }
            let snapshots = WidgetRenderOptions.matrix(families: [family], modes: [], schemes: [], device: device).map(Self.key)
            let previews = DiscoveredPreview.matrix(family: family, axes: PreviewAxes(device: device),
                                                    pinned: PreviewEnvironment()).map { Self.key($0.options) }
            var base = WidgetRenderOptions(family: family)
            base.device = device
            let report = try LegibilityCheck().check(Label(), families: [family], base: base, resources: resources)
            let checked = report.entries.map { Self.key($0.render.options) }
            #expect(snapshots == owner, "\(family) on \(device?.identifier ?? "default")")
            #expect(previews == owner, "\(family) on \(device?.identifier ?? "default")")
            #expect(checked == owner, "\(family) on \(device?.identifier ?? "default")")
        }
    }

    @Test(arguments: devices)
    func noCombinationOutsideTheDeviceTable(_ device: WidgetDevice?) {
        for appearance in WidgetAppearance.matrix(families: WidgetFamily.allCases, device: device) {
            let places = WidgetShowcase.places(showing: appearance.family, in: appearance.mode)
            let idiom = (device ?? DeviceCatalog.defaultDevice(for: appearance.family)).idiom
            #expect(places.contains { $0.idioms.contains(idiom) }, "\(appearance)")
            #expect((device ?? DeviceCatalog.defaultDevice(for: appearance.family)).size(of: appearance.family) != nil,
                    "\(appearance) on a device without the family")
        }
    }

    /// Rows no device shows: accessory families accented or full colour on the iPhone Lock Screen, the watch vibrant, systemMedium at night.
    @Test func combinationsNoDeviceShowsAreLeftOut() {
        let all = Set(WidgetAppearance.matrix(families: WidgetFamily.allCases).map(\.fileStem))
        for stem in ["accessoryCircular-accented", "accessoryRectangular-accented", "accessoryRectangular-fullColor",
                     "accessoryCircular-fullColor", "accessoryCorner-vibrant", "systemMedium-night"] {
            #expect(!all.contains(stem), "\(stem)")
        }
        // On the watch, accessoryRectangular is full colour (Smart Stack), once: the watch is always dark.
        let watch = WidgetAppearance.matrix(families: [.accessoryRectangular], modes: [.fullColor],
                                            device: DeviceCatalog.defaultWatch)
        #expect(watch.map(\.fileStem) == ["accessoryRectangular-fullColor"])
    }

    /// docs/widgets.md's device table, cell by cell: the places that show each family in each mode.
    @Test func theDeviceTableIsTheDocumentedOne() {
        let small: [WidgetMode: [WidgetShowcase]] = [
            .fullColor: [.iPhoneHomeScreen, .standBy, .iPadHomeScreen, .macDesktop, .macNotificationCenter],
            .accented: [.iPhoneHomeScreen, .iPadHomeScreen],
            .vibrant: [.iPadLockScreen, .macDesktop],
            .night: [.standBy], .reducedLuminance: [.standBy],
            .clear: [.iPhoneHomeScreen, .iPadHomeScreen], .tinted: [.iPhoneHomeScreen, .iPadHomeScreen],
        ]
        let medium: [WidgetMode: [WidgetShowcase]] = [
            .fullColor: [.iPhoneHomeScreen, .iPadHomeScreen, .macDesktop, .macNotificationCenter],
            .accented: [.iPhoneHomeScreen, .iPadHomeScreen], .vibrant: [.macDesktop],
            .clear: [.iPhoneHomeScreen, .iPadHomeScreen], .tinted: [.iPhoneHomeScreen, .iPadHomeScreen],
        ]
        let extraLarge: [WidgetMode: [WidgetShowcase]] = [
            .fullColor: [.iPadHomeScreen, .macDesktop, .macNotificationCenter], .accented: [.iPadHomeScreen],
            .vibrant: [.macDesktop],
            .clear: [.iPadHomeScreen], .tinted: [.iPadHomeScreen],
        ]
        let lockScreenAccessory: [WidgetMode: [WidgetShowcase]] = [
            .fullColor: [.watchFace], .accented: [.watchFace],
            .vibrant: [.iPhoneLockScreen, .iPadLockScreen],
            .night: [.watchFace], .reducedLuminance: [.iPhoneLockScreen, .watchFace],
        ]
        var rectangular = lockScreenAccessory
        rectangular[.fullColor] = [.watchFace, .watchSmartStack]
        rectangular[.accented] = [.watchFace, .watchSmartStack]
        let corner: [WidgetMode: [WidgetShowcase]] = [
            .fullColor: [.watchFace], .accented: [.watchFace], .night: [.watchFace], .reducedLuminance: [.watchFace],
        ]
        let table: [WidgetFamily: [WidgetMode: [WidgetShowcase]]] = [
            .systemSmall: small, .systemMedium: medium, .systemLarge: medium, .systemExtraLarge: extraLarge,
            .accessoryCircular: lockScreenAccessory, .accessoryInline: lockScreenAccessory,
            .accessoryRectangular: rectangular, .accessoryCorner: corner,
        ]
        for family in WidgetFamily.allCases {
            for mode in WidgetMode.allCases {
                #expect(WidgetShowcase.places(showing: family, in: mode) == table[family]?[mode] ?? [], "\(family) \(mode)")
            }
        }
    }

    /// The watch shows every complication family in full colour (multicolour faces) and accented (a colour chosen).
    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    func theWatchShowsEveryComplicationInFullColourAndAccented(_ family: WidgetFamily) {
        let modes = WidgetAppearance.matrix(families: [family], device: DeviceCatalog.defaultWatch).map(\.mode)
        #expect(modes == [.fullColor, .accented, .night, .reducedLuminance])
        let phone = WidgetAppearance.matrix(families: [family], device: DeviceCatalog.defaultPhone).map(\.mode)
        #expect(phone == (family == .accessoryCorner ? [] : [.vibrant, .reducedLuminance]))
    }

    @Test func theSchemeIsInTheNameOnlyWhereItIsAnAxis() {
        #expect(WidgetAppearance(family: .systemSmall, colorScheme: .dark).fileStem == "systemSmall-fullColor-dark")
        #expect(WidgetAppearance(family: .systemSmall, mode: .vibrant, colorScheme: .dark).fileStem == "systemSmall-vibrant")
        #expect(WidgetAppearance(family: .systemSmall, localeIdentifier: "ar_EG", layoutDirection: .rightToLeft).fileStem
                == "systemSmall-fullColor-ar_EG")
        #expect(WidgetAppearance(family: .systemSmall, layoutDirection: .rightToLeft).fileStem == "systemSmall-fullColor-rtl")
    }
}
