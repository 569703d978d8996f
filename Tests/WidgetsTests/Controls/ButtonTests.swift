import Graphics
import Testing
import Views
@testable import Widgets

/// Resolves a button's body by hand with an action that records it ran.
private final class ActionLog: @unchecked Sendable {
    var count = 0
}

@Suite struct ButtonTests {
    @Test func borderedButtonIsTheLabelPaddedByTheMetrics() throws {
        let laid = try laidOut(Button("Log") {}.buttonStyle(.bordered))
        let text = try #require(laid.texts.first)
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        let metrics = ButtonMetrics(.regular)
        #expect(border.frame.width == text.frame.width + 2 * metrics.horizontalPadding)
        #expect(border.frame.height == text.frame.height + 2 * metrics.verticalPadding)
    }

    @Test(arguments: ControlSize.allCases)
    func controlSizeSetsThePadding(_ size: ControlSize) throws {
        let laid = try laidOut(Button("Log") {}.buttonStyle(.borderedProminent).controlSize(size))
        let text = try #require(laid.texts.first)
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        #expect(border.frame.height - text.frame.height == 2 * ButtonMetrics(size).verticalPadding)
    }

    @Test func controlSizesGrowFromMiniToExtraLarge() {
        let paddings = ControlSize.allCases.map { ButtonMetrics($0).verticalPadding }
        #expect(paddings == paddings.sorted() && Set(paddings).count == paddings.count)
    }

    @Test func smallButtonsUseTheSubheadlineFont() throws {
        let laid = try laidOut(Button("Log") {}.buttonStyle(.bordered).controlSize(.small))
        #expect(laid.texts.first?.text.runs.first?.font == .subheadline)
    }

    @Test func anEnvironmentFontWinsOverTheControlSizeFont() throws {
        let laid = try laidOut(Button("Log") {}.buttonStyle(.bordered).controlSize(.small).font(.caption))
        #expect(laid.texts.first?.text.runs.first?.font == .caption)
    }

    @Test func defaultStyleDrawsBordered() throws {
        let automatic = try laidOut(Button("Log") {})
        let bordered = try laidOut(Button("Log") {}.buttonStyle(.bordered))
        #expect(automatic.dump == bordered.dump)
    }

    @Test func destructiveRoleTintsRed() throws {
        let laid = try laidOut(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent))
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        #expect(border.shape.drawing.paint == .solid(SystemColor.red.color(in: .light)))
    }

    @Test func cancelRoleLooksLikeNoRole() throws {
        let cancel = try laidOut(Button("Cancel", role: .cancel) {}.buttonStyle(.borderedProminent))
        let plain = try laidOut(Button("Cancel") {}.buttonStyle(.borderedProminent))
        #expect(cancel.dump == plain.dump)
    }

    @Test func prominentFillIsTheTint() throws {
        let laid = try laidOut(Button("Go") {}.buttonStyle(.borderedProminent).tint(.orange))
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        #expect(border.shape.drawing.paint == .solid(SystemColor.orange.color(in: .light)))
    }

    @Test func borderedFillIsTheTintAtLowOpacity() throws {
        let laid = try laidOut(Button("Go") {}.buttonStyle(.bordered).tint(.orange))
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        let expected = SystemColor.orange.color(in: .light).multipliedAlpha(ButtonMetrics.borderedFillOpacity)
        #expect(border.shape.drawing.paint == .solid(expected))
    }

    @Test func borderlessAndPlainDrawNoBorder() throws {
        #expect(try laidOut(Button("Go") {}.buttonStyle(.borderless)).customShapes(ButtonBorder.self).isEmpty)
        #expect(try laidOut(Button("Go") {}.buttonStyle(.plain)).customShapes(ButtonBorder.self).isEmpty)
    }

    @Test func borderedFillAndLabelAreInTheAccentGroup() throws {
        let laid = try laidOut(Button("Go") {}.buttonStyle(.bordered))
        let text = try #require(laid.index(of: "Go"))
        #expect(laid.isInAccentGroup(text))
        #expect(laid.accentGroupCount == 2)
    }

    @Test func prominentLabelStaysInTheDefaultGroup() throws {
        let laid = try laidOut(Button("Go") {}.buttonStyle(.borderedProminent))
        let text = try #require(laid.index(of: "Go"))
        #expect(!laid.isInAccentGroup(text))
        #expect(laid.accentGroupCount == 1)
    }

    @Test func vibrantProminentIsWhiteWithABlackLabel() throws {
        var environment = EnvironmentValues.ios18
        environment.widgetRenderingMode = .vibrant
        let laid = try laidOut(Button("Go") {}.buttonStyle(.borderedProminent), environment: environment)
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        #expect(border.shape.drawing.paint == .solid(RGBAColor.white))
        #expect(laid.texts.first?.text.styles.first?.paint == .solid(RGBAColor.black))
    }

    @Test func actionIsNeverPerformedByRendering() throws {
        let log = ActionLog()
        _ = try laidOut(Button("Go") { log.count += 1 })
        #expect(log.count == 0)
    }

    @Test func customButtonStyleDrawsItsBody() throws {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(3).overlay(Capsule().stroke(.red))
            }
        }
        let laid = try laidOut(Button("Go") {}.buttonStyle(Outlined()))
        #expect(laid.customShapes(ButtonBorder.self).isEmpty)
        #expect(laid.shapes.count == 1)
    }

    @Test func primitiveStyleButtonConfigurationUsesTheOuterStyle() throws {
        struct Wrapping: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(2) }
        }
        let laid = try laidOut(Button("Go") {}.buttonStyle(Wrapping()).buttonStyle(.borderedProminent))
        #expect(laid.customShapes(ButtonBorder.self).count == 1)
    }

    @Test func circleShapePadsEvenly() throws {
        let laid = try laidOut(Button("+") {}.buttonStyle(.bordered).buttonBorderShape(.circle))
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        #expect(border.base.kind == .circle)
        #expect(border.frame.width == border.frame.height)
    }

    @Test func linkDrawsBorderlessInTheDefaultStyle() throws {
        let url = try #require(URLFixture.url)
        let laid = try laidOut(Link("Open", destination: url))
        #expect(laid.customShapes(ButtonBorder.self).isEmpty)
        #expect(laid.texts.first?.text.styles.first?.paint == .solid(SystemColor.blue.color(in: .light)))
    }

    @Test func linkFollowsAnExplicitButtonStyle() throws {
        let url = try #require(URLFixture.url)
        let laid = try laidOut(Link("Open", destination: url).buttonStyle(.borderedProminent))
        #expect(laid.customShapes(ButtonBorder.self).count == 1)
    }
}

/// Widget code as an iOS developer writes it: state mutated in a button action, a binding passed to a
/// toggle. It must compile in Swift 6 mode and draw the initial state.
private struct HabitControls: View {
    @State private var count = 2
    @State private var isDone = true

    var body: some View {
        VStack {
            Button { count += 1 } label: { Text("Logged \(count)") }
            Toggle("Done", isOn: $isDone).toggleStyle(.button)
        }
    }
}

@Suite struct ControlSourceCompatibilityTests {
    @Test func stateDrivenControlsDrawTheInitialState() throws {
        let laid = try laidOut(HabitControls())
        #expect(laid.texts.map(\.text.string) == ["Logged 2", "Done"])
        #expect(laid.customShapes(ButtonBorder.self).last?.shape.drawing.paint
                == .solid(SystemColor.blue.color(in: .light)))
    }
}
