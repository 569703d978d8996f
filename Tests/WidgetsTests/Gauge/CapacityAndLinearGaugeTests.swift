import Graphics
import Testing
@testable import Views
@testable import Widgets

@Suite struct CapacityAndLinearGaugeTests {
    private let gauge = Gauge(value: 0.25) { Text("B") } currentValueLabel: { Text("25") }
        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }

    private func laidOutGauge<V: View>(_ view: V, family: WidgetFamily, mode: WidgetMode = .vibrant) throws -> Laid {
        try laidOutWidget(view, canvas: WidgetCanvas(family: family, mode: mode, os: .ios18)).1
    }

    @Test func capacityTrackIsAFullRingAndTheFillRunsClockwiseFrom12() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircularCapacity), family: .accessoryCircular)
        let arcs = laid.customShapes(GaugeArc.self)
        #expect(arcs.count == 2)
        #expect(arcs[0].base.sweep == .degrees(360) && arcs[0].base.startAngle == .degrees(-90))
        #expect(arcs[1].base.startAngle == .degrees(-90))
        #expect(abs(arcs[1].base.sweep.degrees - 90) < 1e-9)
        #expect(arcs[0].shape.drawing.paint == .solid(RGBAColor.white.multipliedAlpha(0.3)))
        #expect(arcs[1].shape.drawing.paint == .solid(.white))
        guard case .stroke(_, let style) = arcs[1].shape.drawing else { Issue.record("not a stroke"); return }
        #expect(abs(style.lineWidth - 0.09 * 76) < 1e-9 && style.lineCap == .round)
    }

    @Test func capacityShowsTheCurrentValueInTheMiddle() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircularCapacity), family: .accessoryCircular)
        let value = try #require(laid.texts.first)
        #expect(value.text.string == "25")
        #expect(abs(value.frame.midX - 38) < 1e-9 && abs(value.frame.midY - 38) < 1e-9)
    }

    @Test func emptyCapacityGaugeDrawsNoFill() throws {
        let laid = try laidOutGauge(Gauge(value: 0) { Text("B") }.gaugeStyle(.accessoryCircularCapacity),
                                    family: .accessoryCircular)
        let fill = try #require(laid.customShapes(GaugeArc.self).last)
        #expect(fill.shape.geometry.path(in: fill.frame).elements.isEmpty)
    }

    @Test func accessoryLinearIsA4PointTrackWithAn8PointMarker() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryLinear), family: .accessoryRectangular)
        let track = try #require(laid.shapes.first { $0.shape.geometry.kind.description == "capsule" })
        #expect(track.frame.height == 4)
        let marker = try #require(laid.customShapes(GaugeMarker.self).first)
        #expect(marker.base.diameter == 8)
        let bounds = marker.shape.geometry.path(in: marker.frame).bounds
        #expect(abs(bounds.midX - (track.frame.minX + 4 + 0.25 * (track.frame.width - 8))) < 1e-9)
        #expect(abs(bounds.midY - track.frame.midY) < 1e-9)
    }

    @Test func accessoryLinearPutsTheBoundsAtTheEnds() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryLinear), family: .accessoryRectangular)
        let track = try #require(laid.shapes.first { $0.shape.geometry.kind.description == "capsule" })
        let low = try #require(laid.texts.first { $0.text.string == "0" })
        let high = try #require(laid.texts.first { $0.text.string == "1" })
        #expect(low.frame.maxX <= track.frame.minX && high.frame.minX >= track.frame.maxX)
        #expect(!laid.texts.contains { $0.text.string == "25" })
    }

    @Test func accessoryLinearShowsTheCurrentValueAtTheLeadingEndWithoutBounds() throws {
        let view = Gauge(value: 0.5) { Text("B") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryLinear)
        let laid = try laidOutGauge(view, family: .accessoryRectangular)
        let track = try #require(laid.shapes.first { $0.shape.geometry.kind.description == "capsule" })
        let value = try #require(laid.texts.first { $0.text.string == "50" })
        #expect(value.frame.maxX <= track.frame.minX)
    }

    @Test func accessoryLinearCapacityIsA6PointBarWithLabelAboveAndValueBelow() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryLinearCapacity), family: .accessoryRectangular)
        let track = try #require(laid.shapes.first { $0.shape.geometry.kind.description == "capsule" })
        #expect(track.frame.height == 6)
        let fill = try #require(laid.customShapes(CapsuleFill.self).first)
        #expect(fill.base.fraction == 0.25 && fill.frame == track.frame)
        let label = try #require(laid.texts.first { $0.text.string == "B" })
        let value = try #require(laid.texts.first { $0.text.string == "25" })
        #expect(label.frame.maxY <= track.frame.minY && value.frame.minY >= track.frame.maxY)
    }

    @Test func linearCapacityIsA4PointSystemFillTrackWithATintFill() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.linearCapacity), family: .systemSmall, mode: .fullColor)
        let track = try #require(laid.shapes.first { $0.shape.geometry.kind.description == "capsule" })
        #expect(track.frame.height == 4)
        #expect(track.shape.drawing.paint == .solid(SystemColor.systemFill.color(in: .light)))
        let fill = try #require(laid.customShapes(CapsuleFill.self).first)
        #expect(fill.shape.drawing.paint == .solid(SystemColor.blue.color(in: .light)))
    }

    @Test func automaticStyleIsLinearCapacity() throws {
        let automatic = try laidOutGauge(gauge, family: .systemSmall, mode: .fullColor)
        let linear = try laidOutGauge(gauge.gaugeStyle(.linearCapacity), family: .systemSmall, mode: .fullColor)
        #expect(automatic.shapes.map(\.frame) == linear.shapes.map(\.frame))
    }

    @Test func linearBarTakesTheProposedWidth() throws {
        let laid = try laidOut(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.linearCapacity),
                               in: Size(width: 140, height: 50))
        #expect(laid.shapes.first?.frame.width == 140)
    }

    @Test func capsuleFillCoversTheFractionAndAtLeastItsHeight() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 4)
        #expect(CapsuleFill(fraction: 0.5).path(in: rect).bounds.width == 50)
        #expect(CapsuleFill(fraction: 0.01).path(in: rect).bounds.width == 4)
        #expect(CapsuleFill(fraction: 0).path(in: rect).elements.isEmpty)
        #expect(CapsuleFill(fraction: 3).path(in: rect).bounds.width == 100)
    }

    @Test func valueMapsIntoTheRangeAndClamps() {
        #expect(Gauge<EmptyView, EmptyView, EmptyView>.fraction(of: 75.0, in: 50...150) == 0.25)
        #expect(Gauge<EmptyView, EmptyView, EmptyView>.fraction(of: 500.0, in: 0...100) == 1)
        #expect(Gauge<EmptyView, EmptyView, EmptyView>.fraction(of: -5.0, in: 0...100) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView>.fraction(of: Double.nan, in: 0...1) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView>.fraction(of: 1.0, in: 2...2) == 0)
    }

    @Test func customStyleReceivesTheNormalisedValue() throws {
        struct Probe: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(String(configuration.value))
            }
        }
        let laid = try laidOut(Gauge(value: 3.0, in: 2...6) { EmptyView() }.gaugeStyle(Probe()))
        #expect(laid.texts.map(\.text.string) == ["0.25"])
    }
}
