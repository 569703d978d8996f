import Foundation
import Graphics
import Testing
@testable import Views
@testable import Widgets

@Suite struct AccessoryCircularGaugeTests {
    private let gauge = Gauge(value: 72, in: 0...100) { Text("BPM") } currentValueLabel: { Text("72") }
        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }

    /// The gauge laid out as a 76 pt accessoryCircular widget on the default iPhone, in vibrant.
    private func laidOutGauge<V: View>(_ view: V, family: WidgetFamily = .accessoryCircular) throws -> Laid {
        try laidOutWidget(view, canvas: WidgetCanvas(family: family, mode: .vibrant, os: .ios18)).1
    }

    @Test func arcRunsFrom8To4OClockOver240Degrees() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        #expect(arc.base.startAngle == .degrees(150))
        #expect(arc.base.sweep == .degrees(240))
        #expect(abs(arc.base.endAngle.degrees - 390) < 1e-9)
        // On screen: starts lower left, ends lower right, on the stroke's centre line.
        let path = arc.shape.geometry.path(in: arc.frame)
        let radius = 38 - 0.09 * 76 / 2
        #expect(close(startPoint(of: path), Point(x: 38 + radius * cos(.pi * 150 / 180), y: 38 + radius * sin(.pi * 150 / 180))))
        #expect(close(endPoint(of: path), Point(x: 38 + radius * cos(.pi / 6), y: 38 + radius * sin(.pi / 6))))
    }

    @Test func strokeIsNinePercentOfTheDiameterWithRoundCaps() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        guard case .stroke(_, let style) = arc.shape.drawing else { Issue.record("not a stroke"); return }
        #expect(abs(style.lineWidth - 6.84) < 1e-9)
        #expect(style.lineCap == .round)
        #expect(arc.frame == Rect(x: 0, y: 0, width: 76, height: 76))
    }

    @Test func trackIsTheForegroundAt30PercentWithoutTint() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        #expect(arc.shape.drawing.paint == .solid(RGBAColor.white.multipliedAlpha(0.3)))
    }

    @Test func tintPaintsTheArc() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular).tint(.green))
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        #expect(arc.shape.drawing.paint == .solid(SystemColor.green.color(in: .dark)))
    }

    @Test func gradientTintPaintsTheArcWithAGradient() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .red])))
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        guard case .linearGradient = arc.shape.drawing.paint else { Issue.record("not a gradient"); return }
    }

    @Test func markerSitsOnTheCentreLineAtTheValue() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let marker = try #require(laid.customShapes(GaugeMarker.self).first)
        let stroke = 0.09 * 76
        #expect(abs(marker.base.diameter - stroke) < 1e-9)
        let angle = (150 + 240 * 0.72) * Double.pi / 180
        let radius = 38 - stroke / 2
        let bounds = marker.shape.geometry.path(in: marker.frame).bounds
        #expect(close(bounds.center, Point(x: 38 + radius * cos(angle), y: 38 + radius * sin(angle)), tolerance: 1e-6))
        #expect(marker.shape.drawing.paint == .solid(.white))
    }

    @Test func knockoutClearsARingOneAndAHalfPointsWideAroundTheMarker() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let clip = try #require(laid.nodes.first { if case .effect(.clip) = $0.content { true } else { false } })
        guard case .effect(.clip(let geometry, let rule)) = clip.content,
              case .custom(let shape) = geometry.kind, let knockout = shape.base as? GaugeKnockout
        else { Issue.record("no knockout clip"); return }
        #expect(rule == .evenOdd)
        #expect(abs(knockout.holeDiameter - (0.09 * 76 + 3)) < 1e-9)
        let marker = try #require(laid.customShapes(GaugeMarker.self).first)
        #expect(knockout.placement == marker.base.placement)
    }

    @Test func currentValueIsCentredAndFitsHalfTheDiameter() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let text = try #require(laid.texts.first { $0.text.string == "72" })
        #expect(abs(text.frame.midX - 38) < 1e-9 && abs(text.frame.midY - 38) < 1e-9)
        let fit = try #require(laid.nodes.first { $0.node.name.hasPrefix("frame(maxWidth: 38") })
        #expect(fit.node.frame.width <= 38)
        #expect(abs(try #require(text.text.runs.first).font.requestedPointSize - 0.26 * 76) < 1e-9)
    }

    @Test func boundsLabelsSitInTheOpening12PercentAboveTheBottom() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular))
        let low = try #require(laid.texts.first { $0.text.string == "0" })
        let high = try #require(laid.texts.first { $0.text.string == "100" })
        #expect(abs(low.frame.midY - 76 * 0.88) < 1e-9 && abs(high.frame.midY - 76 * 0.88) < 1e-9)
        let halfWidth = 76 * 0.6 / 2
        #expect(abs(low.frame.minX - (38 - halfWidth)) < 1e-9 && abs(high.frame.maxX - (38 + halfWidth)) < 1e-9)
        #expect(try #require(low.text.runs.first).font.requestedPointSize == 11)
        #expect(!laid.texts.contains { $0.text.string == "BPM" })
    }

    @Test func labelTakesTheOpeningWithoutBounds() throws {
        let view = Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") }.gaugeStyle(.accessoryCircular)
        let laid = try laidOutGauge(view)
        let label = try #require(laid.texts.first { $0.text.string == "UV" })
        #expect(abs(label.frame.midX - 38) < 1e-9 && abs(label.frame.midY - 76 * 0.88) < 1e-9)
    }

    @Test func gaugeOutsideACircularWidgetIs58Points() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular), family: .accessoryRectangular)
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        #expect(arc.frame.size == Size(width: 58, height: 58))
    }

    @Test func gaugeFillsAWatchCircularWidget() throws {
        let canvas = try WidgetCanvas(family: .accessoryCircular, mode: .accented, device: DeviceCatalog.defaultWatch, os: .ios18)
        let laid = try laidOutWidget(gauge.gaugeStyle(.accessoryCircular), canvas: canvas).1
        let arc = try #require(laid.customShapes(GaugeArc.self).first)
        #expect(arc.frame.size == Size(width: 50, height: 50))
    }

    @Test func accentableGaugePutsEveryPartInTheAccentGroup() throws {
        let laid = try laidOutGauge(gauge.gaugeStyle(.accessoryCircular).widgetAccentable())
        let drawing = laid.layout.nodes.indices.filter {
            switch laid.resolved.content(of: laid.layout.nodes[$0]) {
            case .shape, .text: true
            default: false
            }
        }
        #expect(!drawing.isEmpty && drawing.allSatisfy(laid.isInAccentGroup))
    }
}
