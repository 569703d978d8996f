import Graphics
import Testing
import Views
@testable import Widgets

@Suite struct ToggleTests {
    /// The track capsules of the switches in `laid`.
    private func tracks(_ laid: Laid) -> [(frame: Rect, shape: ResolvedShape)] {
        laid.shapes.filter { $0.shape.geometry.kind.description.hasPrefix("capsule") }
    }

    @Test func switchTrackHasTheIOSSize() throws {
        let laid = try laidOut(Toggle("Alarm", isOn: .constant(true)))
        let track = try #require(tracks(laid).first)
        #expect(track.frame.size == Size(width: ToggleMetrics.trackWidth, height: ToggleMetrics.trackHeight))
    }

    @Test(arguments: ControlSize.allCases)
    func switchIgnoresControlSize(_ size: ControlSize) throws {
        let laid = try laidOut(Toggle("Alarm", isOn: .constant(true)).controlSize(size))
        #expect(tracks(laid).first?.frame.size == Size(width: 51, height: 31))
    }

    @Test func switchSitsAtTheTrailingEdgeWithTheLabelLeading() throws {
        let laid = try laidOut(Toggle("Alarm", isOn: .constant(true)))
        let track = try #require(tracks(laid).first)
        let label = try #require(laid.texts.first)
        #expect(track.frame.maxX == 170)
        #expect(label.frame.minX == 0)
    }

    @Test func knobIsTrailingWhenOnAndLeadingWhenOff() throws {
        let on = try laidOut(Toggle("A", isOn: .constant(true)))
        let off = try laidOut(Toggle("A", isOn: .constant(false)))
        let knob = { (laid: Laid) in laid.shapes.first { $0.shape.geometry.kind.description.hasPrefix("circle") } }
        let onKnob = try #require(knob(on)), offKnob = try #require(knob(off))
        #expect(onKnob.frame.maxX == 170 - ToggleMetrics.knobInset)
        #expect(offKnob.frame.minX == 170 - 51 + ToggleMetrics.knobInset)
    }

    @Test func onTrackIsGreenWithoutATint() throws {
        let laid = try laidOut(Toggle("A", isOn: .constant(true)))
        #expect(tracks(laid).first?.shape.drawing.paint == .solid(SystemColor.green.color(in: .light)))
    }

    @Test func onTrackIsTheTint() throws {
        let laid = try laidOut(Toggle("A", isOn: .constant(true)).tint(.orange))
        #expect(tracks(laid).first?.shape.drawing.paint == .solid(SystemColor.orange.color(in: .light)))
    }

    @Test func onTrackIsTheOnlyAccentGroup() throws {
        #expect(try laidOut(Toggle("A", isOn: .constant(true))).accentGroupCount == 1)
        #expect(try laidOut(Toggle("A", isOn: .constant(false))).accentGroupCount == 0)
    }

    @Test func automaticStyleIsTheSwitch() throws {
        let automatic = try laidOut(Toggle("A", isOn: .constant(true)))
        let switched = try laidOut(Toggle("A", isOn: .constant(true)).toggleStyle(.switch))
        #expect(automatic.dump == switched.dump)
    }

    @Test func buttonStyleOnFillsTheBackgroundWithTheTint() throws {
        let on = try laidOut(Toggle("A", isOn: .constant(true)).toggleStyle(.button))
        #expect(on.customShapes(ButtonBorder.self).first?.shape.drawing.paint
                == .solid(SystemColor.blue.color(in: .light)))
        #expect(on.texts.first?.text.styles.first?.paint == .solid(RGBAColor.white))
    }

    @Test func buttonStyleOffHasNoFillAndAnAccentLabelInTheSameFrame() throws {
        let on = try laidOut(Toggle("A", isOn: .constant(true)).toggleStyle(.button))
        let off = try laidOut(Toggle("A", isOn: .constant(false)).toggleStyle(.button))
        #expect(off.customShapes(ButtonBorder.self).isEmpty)
        #expect(off.texts.first?.text.styles.first?.paint == .solid(SystemColor.blue.color(in: .light)))
        #expect(off.layout.nodes.first?.frame == on.layout.nodes.first?.frame)
    }

    @Test func togglesDrawTheBindingsValue() throws {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        isOn = true
        let laid = try laidOut(Toggle("A", isOn: binding).toggleStyle(.button))
        #expect(laid.customShapes(ButtonBorder.self).first?.shape.drawing.paint
                == .solid(SystemColor.blue.color(in: .light)))
    }

    @Test func customStyleSeesTheState() throws {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.isOn ? "yes" : "no")
            }
        }
        let laid = try laidOut(Toggle("A", isOn: .constant(true)).toggleStyle(Check()))
        #expect(laid.texts.map(\.text.string) == ["yes"])
    }

    @Test func toggleConfigurationInACustomStyleUsesTheOuterStyle() throws {
        struct Padded: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(2) }
        }
        let laid = try laidOut(Toggle("A", isOn: .constant(true)).toggleStyle(Padded()).toggleStyle(.button))
        #expect(laid.customShapes(ButtonBorder.self).count == 1)
    }
}

@Suite struct ControlStateTests {
    @Test func disabledProminentButtonIsGrey() throws {
        let laid = try laidOut(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true))
        let border = try #require(laid.customShapes(ButtonBorder.self).first)
        #expect(border.shape.drawing.paint == .solid(SystemColor.systemFill.color(in: .light)))
    }

    @Test func disabledLabelIsNotTheAccent() throws {
        let enabled = try laidOut(Button("Go") {}.buttonStyle(.bordered))
        let disabled = try laidOut(Button("Go") {}.buttonStyle(.bordered).disabled(true))
        #expect(disabled.texts.first?.text.styles.first?.paint != enabled.texts.first?.text.styles.first?.paint)
    }

    @Test func innerDisabledFalseCannotReEnable() throws {
        let laid = try laidOut(Button("Go") {}.buttonStyle(.borderedProminent).disabled(false).disabled(true))
        #expect(laid.customShapes(ButtonBorder.self).first?.shape.drawing.paint
                == .solid(SystemColor.systemFill.color(in: .light)))
    }

    @Test func disabledSwitchIsDimmed() throws {
        let laid = try laidOut(Toggle("A", isOn: .constant(true)).disabled(true))
        #expect(laid.dump.contains("opacity(0.5)"))
    }

    @Test func labelsHiddenDrawsTheSwitchAlone() throws {
        let laid = try laidOut(Toggle("Alarm", isOn: .constant(true)).labelsHidden())
        #expect(laid.texts.isEmpty)
        #expect(laid.layout.nodes.first?.frame.size == Size(width: 51, height: 31))
    }

    @Test func switchStyleTintWinsOverTheEnvironment() throws {
        let laid = try laidOut(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .purple))
            .tint(.orange))
        let track = laid.shapes.first { $0.shape.geometry.kind.description.hasPrefix("capsule") }
        #expect(track?.shape.drawing.paint == .solid(SystemColor.purple.color(in: .light)))
    }
}
