import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// `AccessoryWidgetBackground()` declared as the container background of an accessory widget, in every
/// combination the device table shows (Goldens/accessory-background/): it draws the same disc or rounded
/// rectangle as in Apple's ZStack form, and a vibrant render is the widget's outline on the backdrop with
/// transparent pixels around it, not a square tile.
@Suite struct AccessoryBackgroundGoldenTests {
    /// Apple's `AccessoryWidgetBackground` example (S18) per family, the background declared either way.
    struct CalendarBadge: View {
        var inContainer: Bool
        @Environment(\.widgetFamily) private var family

        var body: some View {
            if inContainer {
                content.containerBackground(for: .widget) { AccessoryWidgetBackground() }
            } else {
                ZStack {
                    AccessoryWidgetBackground()
                    content
                }
            }
        }

        @ViewBuilder private var content: some View {
            switch family {
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text("MON").font(.headline).widgetAccentable()
                    Text("Dentist 9:30").font(.body)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 8)
            case .accessoryInline:
                Text("MON 6")
            case .accessoryCorner:
                Text("6").font(.title3).widgetAccentable()
            default:
                VStack(spacing: 0) {
                    Text("MON").font(.caption).widgetAccentable()
                    Text("6").font(.title)
                }
            }
        }
    }

    static let families: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryCorner, .accessoryInline]

    /// Every combination of the table for the accessory families: the iPhone's (the default device) and the watch's.
    static var appearances: [WidgetAppearance] {
        WidgetAppearance.matrix(families: families)
            + WidgetAppearance.matrix(families: families, device: DeviceCatalog.defaultWatch)
                .filter { $0.family != .accessoryCorner }
    }

    static func name(_ appearance: WidgetAppearance) -> String {
        appearance.fileStem + (appearance.device == nil ? "" : "-watch")
    }

    func render(_ appearance: WidgetAppearance, inContainer: Bool) throws -> Pixmap {
        try WidgetRenderer().render(CalendarBadge(inContainer: inContainer), options: WidgetRenderOptions(appearance).ios18,
                                    resources: try TestResources.get())
    }

    @Test func everyModeOfTheTableIsCovered() {
        let stems = Set(Self.appearances.map(Self.name))
        for stem in ["accessoryCircular-vibrant", "accessoryCircular-reducedLuminance", "accessoryCircular-fullColor-watch",
                     "accessoryCircular-accented-watch", "accessoryCircular-night-watch", "accessoryRectangular-vibrant",
                     "accessoryRectangular-fullColor-watch", "accessoryCorner-fullColor", "accessoryCorner-accented",
                     "accessoryInline-vibrant", "accessoryInline-accented-watch"] {
            #expect(stems.contains(stem), "\(stem)")
        }
    }

    @Test(arguments: appearances)
    func containerBackgroundDrawsWhatTheZStackDraws(_ appearance: WidgetAppearance) throws {
        let declared = try render(appearance, inContainer: true)
        // In the watch Smart Stack (accessoryRectangular in full colour) a declared background replaces the
        // default dark material the ZStack form sits on; everywhere else the two forms are the same pixels.
        let smartStack = appearance.family == .accessoryRectangular && appearance.mode == .fullColor
            && appearance.device?.idiom == .watch
        if !smartStack {
            #expect(declared == (try render(appearance, inContainer: false)), "\(Self.name(appearance))")
        }
        expectGolden(rgba: declared.straightRGBA(), width: declared.width, height: declared.height,
                     suite: "accessory-background", name: Self.name(appearance))
    }

    /// The disc is there: the centre of an accessoryCircular is brighter than the same widget without it, in
    /// every mode (vibrant: the material over the backdrop; full colour: white at 0.14 over black).
    @Test(arguments: appearances.filter { $0.family == .accessoryCircular })
    func theDiscIsDrawn(_ appearance: WidgetAppearance) throws {
        struct Bare: View {
            var body: some View { Text("6").font(.title) }
        }
        let options = WidgetRenderOptions(appearance).ios18
        let with = try render(appearance, inContainer: true)
        let without = try WidgetRenderer().render(Bare(), options: options, resources: try TestResources.get())
        // A point inside the disc, away from the text.
        let (x, y) = (with.width / 2, with.height / 8)
        let lit = with.pixel(x: x, y: y), bare = without.pixel(x: x, y: y)
        #expect(Int(lit.r) + Int(lit.a) > Int(bare.r) + Int(bare.a) + 10, "\(Self.name(appearance)): \(lit) vs \(bare)")
    }

    /// A vibrant accessoryCircular is a disc on the backdrop with transparent corners, not an opaque square.
    @Test func vibrantCircularIsNotASquareTile() throws {
        let pixmap = try render(WidgetAppearance(family: .accessoryCircular, mode: .vibrant), inContainer: true)
        #expect(pixmap.pixel(x: 0, y: 0).a == 0)
        #expect(pixmap.pixel(x: pixmap.width - 1, y: pixmap.height - 1).a == 0)
        #expect(pixmap.pixel(x: pixmap.width / 2, y: 2).a == 255)
    }
}
