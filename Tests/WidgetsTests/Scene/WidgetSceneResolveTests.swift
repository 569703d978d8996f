import Graphics
import Layout
import Testing
import Views
@testable import Widgets

/// Shows what the body read from `showsWidgetContainerBackground`, and declares a background only when shown.
private struct ShownOrHidden: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    var body: some View {
        if showsBackground {
            Text("shown").containerBackground(.green, for: .widget)
        } else {
            Text("hidden")
        }
    }
}

/// A body of two top-level views.
private struct TwoLines: View {
    var body: some View {
        Text("first")
        Text("second").font(.caption)
    }
}

/// A body whose text and background both read their GeometryReader.
private struct Measured: View {
    var body: some View {
        GeometryReader { proxy in Text("body \(Int(proxy.size.width))") }
            .containerBackground(for: .widget) {
                GeometryReader { proxy in Text("background \(Int(proxy.size.width))") }
            }
    }
}

/// The one-pass resolution (`WidgetScene.resolve`) against the configuration pass followed by a resolution of
/// the composed root (`WidgetScene(…).resolve(services:)`): the same scene, and the same tree node for node.
@Suite struct WidgetSceneResolveTests {
    private func expectSame<V: View>(_ view: V, _ canvas: WidgetCanvas, environment: EnvironmentValues = EnvironmentValues.ios18,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let probed = try WidgetScene(view, canvas: canvas, environment: environment)
        let expected = try probed.resolve(services: BoxServices())
        let (scene, resolved) = try WidgetScene.resolve(view, canvas: canvas, environment: environment,
                                                        services: BoxServices())
        #expect(scene.backgroundTreatment == probed.backgroundTreatment, sourceLocation: sourceLocation)
        #expect(scene.showsContainerBackground == probed.showsContainerBackground, sourceLocation: sourceLocation)
        #expect(scene.configuration.isContentMarginsDisabled == probed.configuration.isContentMarginsDisabled,
                sourceLocation: sourceLocation)
        #expect(scene.warnings.map(\.description) == probed.warnings.map(\.description), sourceLocation: sourceLocation)
        #expect(resolved.warnings.map(\.description).sorted() == expected.warnings.map(\.description).sorted(),
                sourceLocation: sourceLocation)
        let engine = LayoutEngine()
        let layout = try engine.layout(resolved.root, in: canvas.size, displayScale: canvas.scale)
        let expectedLayout = try engine.layout(expected.root, in: canvas.size, displayScale: canvas.scale)
        #expect(resolved.textDump(layout) == expected.textDump(expectedLayout), sourceLocation: sourceLocation)
        #expect(resolved.contents.count == expected.contents.count, sourceLocation: sourceLocation)
    }

    private var canvases: [WidgetCanvas] {
        get throws {
            [try WidgetCanvas(family: .systemSmall, os: .ios18), try WidgetCanvas(family: .systemMedium, mode: .accented, os: .ios18),
             try WidgetCanvas(family: .systemSmall, context: .standBy, os: .ios18),
             try WidgetCanvas(family: .accessoryRectangular, mode: .vibrant, os: .ios18),
             try WidgetCanvas(family: .accessoryInline, mode: .vibrant, os: .ios18)]
        }
    }

    @Test func aPlainBody() throws {
        for canvas in try canvases { try expectSame(Text("Hi"), canvas) }
    }

    @Test func declaredBackgroundsAndMargins() throws {
        for canvas in try canvases {
            try expectSame(Text("Hi").containerBackground(.orange.gradient, for: .widget), canvas)
            try expectSame(Color.red.contentMarginsDisabled().containerBackground(for: .widget) { Color.blue }, canvas)
            try expectSame(Text("Hi").containerBackground(.tint, for: .widget).tint(.orange), canvas)
        }
    }

    @Test func aNonRemovableBackgroundResolvesInItsSettledEnvironment() throws {
        for canvas in try canvases { try expectSame(ShownOrHidden(), canvas) }
        // StandBy removes backgrounds, but not this one: the body resolves again in the environment where its
        // background shows, and what it declares there is what is drawn (the configuration pass read the body
        // in the first environment, where it declared no background, and drew the default one behind "shown").
        let standBy = try WidgetCanvas(family: .systemSmall, context: .standBy, os: .ios18)
        let (scene, resolved) = try WidgetScene.resolve(ShownOrHidden().containerBackgroundRemovable(false),
                                                        canvas: standBy, services: BoxServices())
        #expect(scene.showsContainerBackground)
        #expect(scene.backgroundTreatment == .drawn)
        #expect(!scene.configuration.isContainerBackgroundRemovable)
        #expect(scene.configuration.containerBackground != nil)
        #expect(resolved.contents.contains { $0.description.contains("shown") })
        #expect(!resolved.contents.contains { $0.description.contains("hidden") })
        let green = SystemColor.green.color(in: scene.environment.colorScheme).description
        #expect(resolved.contents.contains { $0.description.contains(green) })
        // Where removing the background changes nothing the body sees, it resolves once, as before.
        try expectSame(ShownOrHidden().containerBackgroundRemovable(false), WidgetCanvas(family: .systemSmall, os: .ios18))
    }

    @Test func severalTopLevelViewsDuplicatesAndRedaction() throws {
        for canvas in try canvases {
            try expectSame(TwoLines(), canvas)
            try expectSame(Text("Hi").containerBackground(.red, for: .widget).containerBackground(.blue, for: .widget), canvas)
            try expectSame(TwoLines().redacted(reason: .placeholder), canvas)
        }
    }

    @Test func anInlineWidgetKeepsTheFirstImageAndText() throws {
        let inline = try WidgetCanvas(family: .accessoryInline, mode: .vibrant, os: .ios18)
        try expectSame(Label("12 days", systemImage: "flame.fill"), inline)
        let (_, resolved) = try WidgetScene.resolve(HStack { Text("12 days"); Text("streak") }, canvas: inline,
                                                    services: BoxServices())
        #expect(resolved.contents.contains { $0.description.contains("12 days") })
        #expect(!resolved.contents.contains { $0.description.contains("streak") })
    }

    @Test func geometryReadersInTheBodyAndTheBackgroundKeepTheirOwnFrames() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, os: .ios18)
        try expectSame(Measured(), canvas)
        // Second pass: each reader gets its own frame back (the body's 138 = 170 − 2 × 16 margins).
        let engine = LayoutEngine()
        var resolver = ViewResolver()
        let first = try WidgetScene.resolve(Measured(), canvas: canvas, services: BoxServices(), resolver: resolver).resolved
        resolver.geometry = first.geometryAnswers(in: try engine.layout(first.root, in: canvas.size, displayScale: 1))
        let second = try WidgetScene.resolve(Measured(), canvas: canvas, services: BoxServices(), resolver: resolver).resolved
        let text = second.textDump(try engine.layout(second.root, in: canvas.size, displayScale: 1))
        #expect(text.contains("body 138"))
        #expect(text.contains("background 170"))
    }
}
