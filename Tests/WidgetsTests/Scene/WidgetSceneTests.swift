import Graphics
import Testing
import Views
@testable import Widgets

/// Shows what the body read from `showsWidgetContainerBackground`.
private struct BackgroundProbe: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    var body: some View { Text(showsBackground ? "shown" : "hidden") }
}

@Suite struct WidgetSceneTests {
    @Test func contentIsInsetByTheContextMargins() throws {
        let (_, laid) = try laidOutWidget(Color.red, canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        let red = SystemColor.red.color(in: .light).description
        let frame = try #require(laid.nodes.first { $0.content.description.contains(red) }?.node.frame)
        #expect(frame == Rect(x: 16, y: 16, width: 138, height: 138))
    }

    @Test func disabledMarginsLetContentFillTheWidget() throws {
        let (_, laid) = try laidOutWidget(Color.red.contentMarginsDisabled(), canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        let red = SystemColor.red.color(in: .light).description
        let frame = try #require(laid.nodes.first { $0.content.description.contains(red) }?.node.frame)
        #expect(frame == Rect(x: 0, y: 0, width: 170, height: 170))
    }

    @Test func declaredBackgroundFillsTheWholeWidget() throws {
        let view = Text("Hi").containerBackground(.green, for: .widget)
        let (_, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemMedium, os: .ios18))
        let green = SystemColor.green.color(in: .light).description
        let frame = try #require(laid.nodes.first { $0.content.description.contains(green) }?.node.frame)
        #expect(frame == Rect(x: 0, y: 0, width: 364, height: 170))
    }

    @Test func declaredBackgroundViewIsLaidOutAtTheWidgetSize() throws {
        let view = Text("Hi").containerBackground(for: .widget) { Color.green }
        let (_, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemLarge, os: .ios18))
        let green = SystemColor.green.color(in: .light).description
        let frame = try #require(laid.nodes.first { $0.content.description.contains(green) }?.node.frame)
        #expect(frame == Rect(x: 0, y: 0, width: 364, height: 382))
    }

    @Test func backgroundResolvesInTheEnvironmentItWasDeclaredIn() throws {
        let view = Text("Hi").containerBackground(.tint, for: .widget).tint(.orange)
        let (_, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        #expect(laid.dump.contains(SystemColor.orange.color(in: .light).description))
    }

    @Test func defaultBackgroundIsTertiaryFillOverSystemBackground() throws {
        let (_, laid) = try laidOutWidget(Text("Hi"), canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        let paints = laid.nodes.map(\.content.description)
        let background = try #require(paints.firstIndex { $0.contains(SystemColor.systemBackground.color(in: .light).description) })
        let fill = try #require(paints.firstIndex { $0.contains(SystemColor.tertiarySystemFill.color(in: .light).description) })
        #expect(background < fill)
    }

    @Test func darkSchemeDefaultBackgroundIsBlackUnderTheDarkFill() throws {
        var dark = EnvironmentValues.ios18
        dark.colorScheme = .dark
        let (_, laid) = try laidOutWidget(Text("Hi"), canvas: WidgetCanvas(family: .systemSmall, os: .ios18), environment: dark)
        #expect(laid.dump.contains(SystemColor.tertiarySystemFill.color(in: .dark).description))
    }

    @Test func removedBackgroundIsNotInTheTree() throws {
        let view = Text("Hi").containerBackground(.green, for: .widget)
        let (scene, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemSmall, mode: .vibrant,
                                                                         device: DeviceCatalog.defaultPad, os: .ios18))
        #expect(scene.backgroundTreatment == .removed)
        #expect(!laid.dump.contains(SystemColor.green.color(in: .dark).description))
    }

    @Test func accentedBackgroundIsLeftToTheRenderer() throws {
        let view = Text("Hi").containerBackground(.green, for: .widget)
        let (scene, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemSmall, mode: .accented, os: .ios18))
        #expect(scene.backgroundTreatment == .replacedByAccentedBackground)
        #expect(!laid.dump.contains(SystemColor.green.color(in: .light).description))
    }

    @Test func standByDrawsBlackBehindTheContent() throws {
        let view = Text("Hi").containerBackground(.green, for: .widget)
        let (scene, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemSmall, mode: .night, os: .ios18))
        #expect(scene.backgroundTreatment == .removedOverBlack)
        #expect(laid.dump.contains(RGBAColor.black.description))
        #expect(!laid.dump.contains(SystemColor.green.color(in: .dark).description))
    }

    @Test func bodySeesTheBackgroundShownOnTheHomeScreen() throws {
        let (_, laid) = try laidOutWidget(BackgroundProbe(), canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        #expect(laid.texts.map(\.text.string) == ["shown"])
    }

    @Test func bodySeesTheBackgroundHiddenInStandBy() throws {
        let (_, laid) = try laidOutWidget(BackgroundProbe(), canvas: WidgetCanvas(family: .systemSmall, mode: .night, os: .ios18))
        #expect(laid.texts.map(\.text.string) == ["hidden"])
    }

    @Test func nonRemovableBackgroundIsShownInStandByWithAWarning() throws {
        let view = BackgroundProbe().containerBackgroundRemovable(false)
        let (scene, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .systemSmall, mode: .night, os: .ios18))
        #expect(scene.backgroundTreatment == .drawn)
        #expect(scene.showsContainerBackground)
        #expect(laid.texts.map(\.text.string) == ["shown"])
        #expect(scene.warnings.count == 1)
    }

    @Test func lockScreenAccessoryDrawsADeclaredAccessoryWidgetBackgroundAlone() throws {
        let view = Text("6").containerBackground(for: .widget) { AccessoryWidgetBackground() }
        let (scene, laid) = try laidOutWidget(view, canvas: WidgetCanvas(family: .accessoryCircular, mode: .vibrant, os: .ios18))
        #expect(scene.backgroundTreatment == .systemAccessoryBackgroundOnly)
        #expect(scene.configuration.containerBackground?.isAccessoryWidgetBackground == true)
        #expect(laid.dump.contains(RGBAColor.white.withAlpha(AccessoryWidgetBackground.vibrantOpacity).description))
        // No platter under it, and nothing when the body declares no background.
        #expect(!laid.dump.contains(SystemColor.tertiarySystemFill.color(in: .dark).description))
        let (_, bare) = try laidOutWidget(Text("6"), canvas: WidgetCanvas(family: .accessoryCircular, mode: .vibrant, os: .ios18))
        #expect(!bare.dump.contains(SystemColor.tertiarySystemFill.color(in: .dark).description))
        #expect(bare.shapes.isEmpty)
        // The widget's own background (a colour meant for the Home Screen) stays off the Lock Screen.
        let green = Text("6").containerBackground(for: .widget) { Color.green }
        let (_, removed) = try laidOutWidget(green, canvas: WidgetCanvas(family: .accessoryCircular, mode: .vibrant, os: .ios18))
        #expect(!removed.dump.contains(SystemColor.green.color(in: .dark).description))
    }

    @Test func lockScreenAccessoryHidesTheBackground() throws {
        let (_, laid) = try laidOutWidget(BackgroundProbe(), canvas: WidgetCanvas(family: .accessoryCircular, mode: .vibrant, os: .ios18))
        #expect(laid.texts.map(\.text.string) == ["hidden"])
    }

    @Test func watchSmartStackDefaultBackgroundIsTheDarkMaterial() throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: .fullColor, device: DeviceCatalog.defaultWatch, os: .ios18)
        let (_, laid) = try laidOutWidget(Text("Hi"), canvas: canvas)
        #expect(laid.dump.contains(ContainerBackgroundTreatment.watchSmartStackMaterial.description))
    }

    @Test func containerRelativeShapeInTheBodyIsConcentricWithTheWidget() throws {
        let (_, laid) = try laidOutWidget(ContainerRelativeShape().fill(.red), canvas: WidgetCanvas(family: .systemSmall, os: .ios18))
        let shape = try #require(laid.shapes.first { $0.shape.drawing.paint == .solid(SystemColor.red.color(in: .light)) })
        guard case .containerRelative(let container) = shape.shape.geometry.kind else {
            Issue.record("not container relative"); return
        }
        #expect(abs(container.concentricRadius(for: shape.frame) - (0.137 * 170 - 16)) < 1e-9)
    }
}
