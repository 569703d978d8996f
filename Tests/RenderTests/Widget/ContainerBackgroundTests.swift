import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// Container backgrounds as WidgetKit composites them: a declared background sits on what the
/// device has behind the widget — the opaque system widget background on the Home Screen — so the most
/// common widget code there is, `.containerBackground(.fill.tertiary, for: .widget)`, comes out opaque.
@Suite struct ContainerBackgroundTests {
    /// The habit tutorial's widget, as written in Xcode's template and the tutorials.
    struct HabitTutorialView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Label("Drink Water", systemImage: "drop.fill")
                    .font(.headline)
                    .foregroundStyle(.blue)
                Spacer()
                Text("5 of 8")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Gauge(value: 5, in: 0...8) { Text("glasses") }
                    .gaugeStyle(.linearCapacity)
                    .tint(.blue)
                Text("12-day streak")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }

    /// A plain card over a declared background, for every kind of background style.
    struct BackgroundKindView<Background: ShapeStyle>: View {
        var background: Background
        var body: some View {
            VStack(spacing: 4) {
                Image(systemName: "star.fill").font(.title).widgetAccentable()
                Text("Background").font(.headline)
                Text("secondary").font(.caption).foregroundStyle(.secondary)
            }
            .containerBackground(background, for: .widget)
        }
    }

    func render<V: View>(_ view: V, mode: WidgetMode = .fullColor, scheme: ColorScheme = .light) throws -> Pixmap {
        try WidgetRenderer().render(view, options: WidgetRenderOptions(family: .systemSmall, mode: mode,
                                                                       colorScheme: scheme).ios18,
                                    resources: try TestResources.get())
    }

    /// Within `tolerance` levels of `expected`, opaque.
    func expect(_ pixel: PremultipliedRGBA8, near expected: (Int, Int, Int), tolerance: Int = 2,
                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(pixel.a == 255, "alpha \(pixel.a), expected opaque", sourceLocation: sourceLocation)
        let got = (Int(pixel.r), Int(pixel.g), Int(pixel.b))
        #expect(abs(got.0 - expected.0) <= tolerance && abs(got.1 - expected.1) <= tolerance
                && abs(got.2 - expected.2) <= tolerance, "got \(got), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func fillTertiaryIsOpaqueOverTheSystemWidgetBackgroundInLight() throws {
        let pixmap = try render(HabitTutorialView())
        expect(pixmap.pixel(x: 30, y: 490), near: (239, 239, 240))  // inside the corner radius, no content
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "backgrounds", name: "tutorial-fill-tertiary-light")
    }

    @Test func fillTertiaryIsOpaqueOverTheSystemWidgetBackgroundInDark() throws {
        let pixmap = try render(HabitTutorialView(), scheme: .dark)
        expect(pixmap.pixel(x: 30, y: 490), near: (28, 28, 31))
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "backgrounds", name: "tutorial-fill-tertiary-dark")
    }

    @Test func clearBackgroundShowsTheSystemWidgetBackground() throws {
        expect(try render(BackgroundKindView(background: Color.clear)).pixel(x: 30, y: 490), near: (255, 255, 255),
               tolerance: 0)
        expect(try render(BackgroundKindView(background: Color.clear), scheme: .dark).pixel(x: 30, y: 490),
               near: (0, 0, 0), tolerance: 0)
    }

    @Test func translucentColourIsCompositedOverTheSystemWidgetBackground() throws {
        // blue (0, 122, 255) at 30 % over white: 255·0.7 + c·0.3.
        let pixel = try render(BackgroundKindView(background: Color(red: 0, green: 122 / 255, blue: 1).opacity(0.3)))
            .pixel(x: 30, y: 490)
        expect(pixel, near: (179, 215, 255))
    }

    /// On the Lock Screen the background is removed whatever it is: nothing to composite (vibrant keeps its
    /// backdrop), so the rule changes nothing there.
    @Test func lockScreenStillRemovesTheBackground() throws {
        let withFill = try render(BackgroundKindView(background: .fill.tertiary), mode: .vibrant)
        let withBlue = try render(BackgroundKindView(background: Color.blue.opacity(0.3)), mode: .vibrant)
        #expect(withFill == withBlue)
    }

    enum Kind: String, CaseIterable, Sendable {
        case fillTertiary, quaternary, translucentBlue, clear, translucentGradient, opaqueGradient
    }

    struct Case: CustomStringConvertible, Sendable {
        var kind: Kind
        var look: WidgetLook
        var description: String { "\(kind.rawValue)-\(look)" }
    }

    static let cases: [Case] = Kind.allCases.flatMap { kind in WidgetLook.all.map { Case(kind: kind, look: $0) } }

    @Test(arguments: cases)
    func everyKindOfBackgroundInEveryModeMatchesItsGolden(_ c: Case) throws {
        let pixmap: Pixmap
        switch c.kind {
        case .fillTertiary: pixmap = try render(BackgroundKindView(background: .fill.tertiary), mode: c.look.mode, scheme: c.look.scheme)
        case .quaternary: pixmap = try render(BackgroundKindView(background: .quaternary), mode: c.look.mode, scheme: c.look.scheme)
        case .translucentBlue:
            pixmap = try render(BackgroundKindView(background: Color.blue.opacity(0.3)), mode: c.look.mode, scheme: c.look.scheme)
        case .clear: pixmap = try render(BackgroundKindView(background: Color.clear), mode: c.look.mode, scheme: c.look.scheme)
        case .translucentGradient:
            pixmap = try render(BackgroundKindView(background: LinearGradient(
                colors: [Color.orange.opacity(0.6), Color.pink.opacity(0.1)], startPoint: .top, endPoint: .bottom)),
                mode: c.look.mode, scheme: c.look.scheme)
        case .opaqueGradient:
            pixmap = try render(BackgroundKindView(background: LinearGradient(
                colors: [Color.orange, Color.pink], startPoint: .top, endPoint: .bottom)), mode: c.look.mode, scheme: c.look.scheme)
        }
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "backgrounds", name: c.description)
    }
}
