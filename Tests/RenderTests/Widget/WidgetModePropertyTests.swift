import Drawing
import Graphics
import Raster
import Render
import Testing
import Views
import Widgets

/// The properties each rendering mode must have on a colourful widget (WIDGETKIT.md §1),
/// checked on the final pixels of `WidgetRenderer`, plus the container background per mode (§3).
@Suite struct WidgetModePropertyTests {
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular]

    func render(_ family: WidgetFamily, _ mode: WidgetMode, scheme: ColorScheme = .light,
                tint: RGBAColor? = nil, backdrop: RGBAColor? = nil) throws -> WidgetRenderOutput {
        let options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, tint: tint,
                                          vibrantBackdrop: backdrop).ios18
        return try WidgetRenderer().rendering(ColourfulTestWidget(), options: options,
                                              resources: try TestResources.get())
    }

    /// Un-premultiplied channels (rounded) of every pixel with alpha > 0.
    func visiblePixels(_ pixmap: Pixmap) -> [(r: Int, g: Int, b: Int, a: Int)] {
        var out: [(Int, Int, Int, Int)] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                guard p.a > 0 else { continue }
                func u(_ c: UInt8) -> Int { (Int(c) * 255 + Int(p.a) / 2) / Int(p.a) }
                out.append((u(p.r), u(p.g), u(p.b), Int(p.a)))
            }
        }
        return out
    }

    func maximumLuma(_ pixmap: Pixmap) -> Double {
        var best = 0.0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                best = max(best, 0.2125 * Double(p.r) + 0.7154 * Double(p.g) + 0.0721 * Double(p.b))
            }
        }
        return best
    }

    @Test(arguments: families)
    func vibrantIsGreyEverywhere(family: WidgetFamily) throws {
        // Without a backdrop the vibrant layer itself is tested; the default backdrop #2C2C2E is bluish.
        let pixmap = try render(family, .vibrant).pixmap
        let coloured = visiblePixels(pixmap).filter { abs($0.r - $0.g) > 1 || abs($0.g - $0.b) > 1 }
        #expect(coloured.isEmpty, "\(family): \(coloured.count) pixels are not grey, e.g. \(coloured.prefix(3))")
        #expect(!visiblePixels(pixmap).isEmpty)
    }

    @Test(arguments: families)
    func nightIsRedMonochrome(family: WidgetFamily) throws {
        let pixmap = try render(family, .night).pixmap
        var maxRed = 0
        for p in visiblePixels(pixmap) {
            // One premultiplied 8-bit step, un-premultiplied: the container mask's edge pixels (low alpha, masked
            // after the night pass) carry that much rounding in each channel.
            let step = 1 + 255 / Double(p.a)
            #expect(Double(p.g) <= 0.17 * Double(p.r) + step && Double(p.b) <= 0.13 * Double(p.r) + step,
                    "\(family): pixel \(p) is not night red")
            maxRed = max(maxRed, p.r)
        }
        #expect(maxRed > 128, "\(family): the content should show in red")
    }

    @Test(arguments: families)
    func accentedPaintsOnlyTheTintAndTheDefaultColour(family: WidgetFamily) throws {
        let tint = RGBAColor(r255: 255, 149, 0)
        let output = try render(family, .accented, tint: tint)
        let defaultColour = ModeChoices.accentedDefaultColor(tint: tint)
        let background = ModeChoices.accentedBackground(tint: tint)
        var accentSeen = false
        for (index, item) in output.displayList.items.enumerated() {
            let paints: [Paint]
            switch item.command {
            case .fill(_, let paint, _): paints = [paint]
            case .glyphs(let run): paints = [run.paint]
            default: paints = []
            }
            for paint in paints {
                let allowed = item.accentGroup == .accent ? tint : defaultColour
                if item.accentGroup == .accent { accentSeen = true }
                switch paint {
                case .solid(let c):
                    let isBackground = index == 0 && c == background
                    #expect(isBackground || c.withAlpha(1) == allowed.withAlpha(1),
                            "\(family) item \(index): \(c) is neither the group colour nor the tinted background")
                case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                     .angularGradient(let stops, _, _, _):
                    #expect(stops.stops.allSatisfy { $0.color.withAlpha(1) == allowed.withAlpha(1) })
                case .image:
                    break
                }
            }
        }
        #expect(accentSeen, "\(family): the widget marks an accent group")
    }

    @Test(arguments: families)
    func reducedLuminanceIsDimmerThanFullColour(family: WidgetFamily) throws {
        // Against the same surface undimmed: the Lock Screen (vibrant) for accessories, StandBy's dark
        // full colour for system families.
        let full = try render(family, family.isAccessory ? .vibrant : .fullColor, scheme: .dark, backdrop: .black).pixmap
        let dim = try render(family, .reducedLuminance, backdrop: .black).pixmap
        #expect(maximumLuma(dim) < 0.6 * maximumLuma(full))
    }

    @Test func fullColourDarkDiffersFromLightWhereSemanticColoursAreUsed() throws {
        let light = try render(.systemSmall, .fullColor, scheme: .light).pixmap
        let dark = try render(.systemSmall, .fullColor, scheme: .dark).pixmap
        #expect(light != dark)
    }

    @Test func backgroundIsDrawnInFullColourOnly() throws {
        #expect(try render(.systemSmall, .fullColor).backgroundTreatment == .drawn)
        #expect(try render(.systemSmall, .accented).backgroundTreatment == .replacedByAccentedBackground)
        #expect(try render(.systemSmall, .vibrant).backgroundTreatment == .removed)
        #expect(try render(.systemSmall, .night).backgroundTreatment == .removedOverBlack)
        #expect(try render(.accessoryRectangular, .vibrant).backgroundTreatment == .systemAccessoryBackgroundOnly)
    }

    @Test func fullColourCornersOfASystemWidgetAreTransparent() throws {
        let pixmap = try render(.systemSmall, .fullColor).pixmap
        #expect(pixmap.pixel(x: 0, y: 0).a == 0)
        #expect(pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2).a == 255)
    }
}
