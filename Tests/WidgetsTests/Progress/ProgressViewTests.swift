import Graphics
import Testing
@testable import Views
@testable import Widgets

@Suite struct ProgressViewTests {
    @Test func linearIsA4PointCapsuleAsWideAsProposed() throws {
        let laid = try laidOut(ProgressView(value: 0.3), in: Size(width: 138, height: 100))
        let track = try #require(laid.shapes.first)
        #expect(track.frame.size == Size(width: 138, height: 4))
        #expect(track.shape.geometry.kind.description == "capsule")
    }

    @Test func linearTrackIsSystemFillAndFillIsTheTint() throws {
        var dark = EnvironmentValues.ios18
        dark.colorScheme = .dark
        let laid = try laidOut(ProgressView(value: 0.3).tint(.orange), environment: dark)
        #expect(laid.shapes.map(\.shape.drawing.paint) == [
            .solid(SystemColor.systemFill.color(in: .dark)), .solid(SystemColor.orange.color(in: .dark)),
        ])
        #expect(laid.customShapes(CapsuleFill.self).first?.base.fraction == 0.3)
    }

    @Test func defaultFillIsTheAccentBlue() throws {
        let laid = try laidOut(ProgressView(value: 2, total: 4))
        let fill = try #require(laid.customShapes(CapsuleFill.self).first)
        #expect(fill.shape.drawing.paint == .solid(SystemColor.blue.color(in: .light)))
        #expect(fill.base.fraction == 0.5)
    }

    @Test func labelGoesAboveAndCurrentValueBelow() throws {
        let laid = try laidOut(ProgressView(value: 0.5) { Text("Up") } currentValueLabel: { Text("50%") })
        let bar = try #require(laid.shapes.first)
        let label = try #require(laid.texts.first { $0.text.string == "Up" })
        let value = try #require(laid.texts.first { $0.text.string == "50%" })
        #expect(label.frame.maxY <= bar.frame.minY && value.frame.minY >= bar.frame.maxY)
    }

    @Test func titledInitialiserMakesATextLabel() throws {
        let laid = try laidOut(ProgressView("Steps", value: 6_200, total: 10_000))
        #expect(laid.texts.map(\.text.string) == ["Steps"])
        #expect(abs((laid.customShapes(CapsuleFill.self).first?.base.fraction ?? 0) - 0.62) < 1e-12)
    }

    @Test func valueClampsToTheTotal() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(of: 12.0, total: 10) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(of: 5.0, total: 0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(of: -1.0, total: 10) == 0)
    }

    @Test func circularDeterminateIsATenPercentBandFromTwelveOClock() throws {
        let laid = try laidOut(ProgressView(value: 0.25).progressViewStyle(.circular), in: Size(width: 100, height: 100))
        let rings = laid.customShapes(ProgressRing.self)
        #expect(rings.count == 2)
        #expect(rings[0].base.sweep == .degrees(360) && rings[0].shape.drawing.paint == .solid(SystemColor.systemFill.color(in: .light)))
        #expect(rings[1].base.startAngle == .degrees(-90) && abs(rings[1].base.sweep.degrees - 90) < 1e-9)
        #expect(rings[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
        // The track band runs from radius 40 to 50 in a 100 pt frame.
        let band = rings[0].shape.geometry.path(in: rings[0].frame)
        #expect(abs(band.bounds.width - 100) < 0.05)
    }

    @Test func circularRingIdealSizeIs20Points() {
        let ring = ProgressRing(startAngle: .zero, sweep: .degrees(360), strokeRatio: 0.1)
        #expect(ring.sizeThatFits(.unspecified) == Size(width: 20, height: 20))
    }

    @Test func indeterminateIsAStatic8SpokeSpinnerOf20Points() throws {
        let laid = try laidOut(ProgressView())
        let spokes = laid.customShapes(SpinnerSpoke.self)
        #expect(spokes.count == 8)
        #expect(spokes.allSatisfy { $0.frame.size == Size(width: 20, height: 20) })
        #expect(spokes[0].base.angle == .degrees(-90))
        let secondary = SystemColor.secondaryLabel.color(in: .light)
        #expect(spokes[0].shape.drawing.paint == .solid(secondary))
        #expect(spokes[7].shape.drawing.paint == .solid(secondary.multipliedAlpha(0.25)))
    }

    @Test func spokeOpacityRampsLinearly() {
        let opacities = (0..<8).map { Spinner.opacity(ofSpoke: $0, count: 8) }
        #expect(opacities.first == 1 && opacities.last == 0.25)
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func automaticIsLinearForAValueAndASpinnerWithout() throws {
        #expect(try laidOut(ProgressView(value: 0.5)).customShapes(CapsuleFill.self).count == 1)
        #expect(try laidOut(ProgressView()).customShapes(SpinnerSpoke.self).count == 8)
    }
}
