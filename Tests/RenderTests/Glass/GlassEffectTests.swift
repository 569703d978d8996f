import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// The Liquid Glass API inside a widget (`glassEffect`, `Glass`, `GlassEffectContainer`, the glass button
/// styles): drawn as frost, tint, rim and shadow in full colour, flattened by the mode passes elsewhere.
@Suite struct GlassEffectTests {
    /// A weather-style widget using the glass API as iOS 26 sample code does.
    struct GlassFixture: View {
        @Namespace private var namespace

        var body: some View {
            VStack(spacing: 8) {
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 8) {
                        Image(systemName: "sun.max.fill")
                            .frame(width: 36, height: 36)
                            .glassEffect()
                            .glassEffectID("sun", in: namespace)
                        Text("72°").font(.system(size: 22, weight: .bold))
                            .padding(.horizontal, 10).padding(.vertical, 4)
                            .glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 10))
                            .glassEffectUnion(id: "row", namespace: namespace)
                    }
                }
                Text("Cupertino").font(.caption).padding(6).glassEffect(.clear, in: .capsule)
                Button("Refresh") {}.buttonStyle(.glass)
                Button("Open") {}.buttonStyle(.glassProminent).controlSize(.small)
            }
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom)
            }
        }
    }

    func render<V: View>(_ view: V, _ options: WidgetRenderOptions) throws -> Pixmap {
        try WidgetRenderer().render(view, options: options, resources: try TestResources.get())
    }

    @Test func glassLightensWhatIsBehindIt() throws {
        struct Patch: View {
            var glass: Glass
            var body: some View {
                Color.clear.frame(width: 100, height: 60).glassEffect(glass, in: .rect(cornerRadius: 12))
                    .containerBackground(Color.black, for: .widget)
            }
        }
        let options = WidgetRenderOptions(family: .systemSmall)
        let regular = try render(Patch(glass: .regular), options).pixel(x: 255, y: 255)
        let clear = try render(Patch(glass: .clear), options).pixel(x: 255, y: 255)
        let none = try render(Patch(glass: .identity), options).pixel(x: 255, y: 255)
        #expect(none == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(regular.g > clear.g && clear.g > none.g, "\(regular) \(clear) \(none)")
        let tinted = try render(Patch(glass: .regular.tint(.red)), options).pixel(x: 255, y: 255)
        #expect(Int(tinted.r) > Int(tinted.b) + 60, "\(tinted)")
    }

    @Test func identityAndDisabledGlassDrawNothing() throws {
        let options = WidgetRenderOptions(family: .systemSmall)
        let plain = try render(Text("Hi").containerBackground(Color.black, for: .widget), options)
        #expect(try render(Text("Hi").glassEffect(.identity).containerBackground(Color.black, for: .widget), options) == plain)
        #expect(try render(Text("Hi").glassEffect(isEnabled: false).containerBackground(Color.black, for: .widget), options) == plain)
    }

    @Test func glassValuesCompare() {
        #expect(Glass.regular == Glass.regular)
        #expect(Glass.regular != Glass.clear)
        #expect(Glass.regular.tint(.red) != Glass.regular)
        #expect(Glass.regular.interactive() != Glass.regular)
    }

    @Test(arguments: [WidgetMode.fullColor, .vibrant, .clear, .tinted])
    func fixtureGoldens(_ mode: WidgetMode) throws {
        for scheme in [ColorScheme.light, .dark] where scheme == .light || mode != .vibrant {
            // Liquid Glass is iOS 26 API: its goldens are iOS 26 in every mode, whatever the default profile.
            var options = WidgetRenderOptions(family: .systemSmall, mode: mode, colorScheme: scheme)
            options.os = .ios26
            let pixmap = try render(GlassFixture(), options)
            expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "glass",
                         name: "glassEffect-systemSmall-\(mode)" + (scheme == .dark ? "-dark" : ""))
        }
    }
}
