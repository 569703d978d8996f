import Graphics
import Testing
@testable import Views
@testable import Widgets

/// Layout dumps of one gauge in every style, each in the widget family it is made for (vibrant, so
/// the backgrounds are removed and the foreground is white), and of the progress view styles.
/// The dumps are data fixtures: a change in geometry shows up as a diff of frames and paints.
@Suite struct GaugeLayoutDumpTests {
    private let gauge = Gauge(value: 72, in: 0...100) { Text("BPM") } currentValueLabel: { Text("72") }
        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }

    private func dump<V: View>(_ view: V, _ family: WidgetFamily, _ mode: WidgetMode = .vibrant) throws -> String {
        try laidOutWidget(view, canvas: WidgetCanvas(family: family, mode: mode, os: .ios18)).1.dump
    }

    @Test func accessoryCircularDump() throws {
        #expect(try dump(gauge.gaugeStyle(.accessoryCircular), .accessoryCircular) == """
            frame(width: 76, height: 76) (0, 0, 76, 76)
              ZStack (0, 0, 76, 76)
                padding(0) (0, 0, 76, 76)
                  frame(width: 76, height: 76) (0, 0, 76, 76)
                    ZStack (0, 0, 76, 76)
                      clipShape (0, 0, 76, 76) effect clip custom(GaugeKnockout) evenOdd
                        GaugeArc (0, 0, 76, 76) shape custom(GaugeArc) stroke rgba(255,255,255,0.3) width 6.84 cap round
                      GaugeMarker (0, 0, 76, 76) shape custom(GaugeMarker) fill rgba(255,255,255,1)
                      frame(maxWidth: 38) (19, 33, 38, 10)
                        Text "72" (28, 33, 20, 10) text "72" 19.76pt medium rgba(255,255,255,1)
                      position(x: 38, y: 66.88) (0, 0, 76, 76)
                        frame(width: 45.6) (15.2, 61.88, 45.6, 10)
                          HStack (15.2, 61.88, 45.6, 10)
                            Text "0" (15.2, 61.88, 10, 10) text "0" 11pt regular rgba(255,255,255,1)
                            Spacer (25.2, 66.88, 5.6, 0)
                            Text "100" (30.8, 61.88, 30, 10) text "100" 11pt regular rgba(255,255,255,1)
            """)
    }

    @Test func accessoryCircularCapacityDump() throws {
        #expect(try dump(gauge.gaugeStyle(.accessoryCircularCapacity), .accessoryCircular) == """
            frame(width: 76, height: 76) (0, 0, 76, 76)
              ZStack (0, 0, 76, 76)
                padding(0) (0, 0, 76, 76)
                  frame(width: 76, height: 76) (0, 0, 76, 76)
                    ZStack (0, 0, 76, 76)
                      GaugeArc (0, 0, 76, 76) shape custom(GaugeArc) stroke rgba(255,255,255,0.3) width 6.84
                      GaugeArc (0, 0, 76, 76) shape custom(GaugeArc) stroke rgba(255,255,255,1) width 6.84 cap round
                      frame(maxWidth: 38) (19, 33, 38, 10)
                        Text "72" (28, 33, 20, 10) text "72" 19.76pt medium rgba(255,255,255,1)
            """)
    }

    @Test func accessoryLinearDump() throws {
        #expect(try dump(gauge.gaugeStyle(.accessoryLinear), .accessoryRectangular) == """
            frame(width: 172, height: 76) (0, 0, 172, 76)
              ZStack (0, 33, 172, 10)
                padding(0) (0, 33, 172, 10)
                  HStack (0, 33, 172, 10)
                    Text "0" (0, 33, 10, 10) text "0" 17pt regular rgba(255,255,255,1)
                    frame(height: 8) (14, 34, 124, 8)
                      overlay (14, 36, 124, 4)
                        clipShape (14, 36, 124, 4) effect clip custom(GaugeKnockout) evenOdd
                          frame(height: 4) (14, 36, 124, 4)
                            Capsule (14, 36, 124, 4) shape capsule fill rgba(255,255,255,0.3)
                        GaugeMarker (14, 36, 124, 4) shape custom(GaugeMarker) fill rgba(255,255,255,1)
                    Text "100" (142, 33, 30, 10) text "100" 17pt regular rgba(255,255,255,1)
            """)
    }

    @Test func accessoryLinearCapacityDump() throws {
        #expect(try dump(gauge.gaugeStyle(.accessoryLinearCapacity), .accessoryRectangular) == """
            frame(width: 172, height: 76) (0, 0, 172, 76)
              ZStack (0, 19, 172, 38)
                padding(0) (0, 19, 172, 38)
                  VStack (0, 19, 172, 38)
                    Text "BPM" (0, 19, 30, 10) text "BPM" 17pt regular rgba(255,255,255,1)
                    HStack (0, 33, 172, 10)
                      Text "0" (0, 33, 10, 10) text "0" 17pt regular rgba(255,255,255,1)
                      frame(height: 6) (14, 35, 124, 6)
                        overlay (14, 35, 124, 6)
                          Capsule (14, 35, 124, 6) shape capsule fill rgba(255,255,255,0.3)
                          CapsuleFill (14, 35, 124, 6) shape custom(CapsuleFill) fill rgba(255,255,255,1)
                      Text "100" (142, 33, 30, 10) text "100" 17pt regular rgba(255,255,255,1)
                    Text "72" (0, 47, 20, 10) text "72" 17pt regular rgba(255,255,255,1)
            """)
    }

    @Test func linearCapacityDump() throws {
        #expect(try dump(gauge.gaugeStyle(.linearCapacity), .systemSmall, .fullColor) == """
            frame(width: 170, height: 170) (0, 0, 170, 170)
              ZStack (0, 0, 170, 170)
                ZStack (0, 0, 170, 170)
                  Color (0, 0, 170, 170) paint rgba(255,255,255,1)
                  Rectangle (0, 0, 170, 170) shape rectangle fill rgba(118,118,128,0.12)
                padding(16) (0, 50, 170, 70)
                  VStack (16, 66, 138, 38)
                    Text "BPM" (16, 66, 30, 10) text "BPM" 17pt regular rgba(0,0,0,1)
                    HStack (16, 80, 138, 10)
                      Text "0" (16, 80, 10, 10) text "0" 17pt regular rgba(0,0,0,1)
                      frame(height: 4) (30, 83, 90, 4)
                        overlay (30, 83, 90, 4)
                          Capsule (30, 83, 90, 4) shape capsule fill rgba(120,120,128,0.2)
                          CapsuleFill (30, 83, 90, 4) shape custom(CapsuleFill) fill rgba(0,122,255,1)
                      Text "100" (124, 80, 30, 10) text "100" 17pt regular rgba(0,0,0,1)
                    Text "72" (16, 94, 20, 10) text "72" 17pt regular rgba(0,0,0,1)
            """)
    }

    @Test func linearProgressViewDump() throws {
        #expect(try dump(ProgressView(value: 0.3) { Text("Up") }, .systemSmall, .fullColor) == """
            frame(width: 170, height: 170) (0, 0, 170, 170)
              ZStack (0, 0, 170, 170)
                ZStack (0, 0, 170, 170)
                  Color (0, 0, 170, 170) paint rgba(255,255,255,1)
                  Rectangle (0, 0, 170, 170) shape rectangle fill rgba(118,118,128,0.12)
                padding(16) (0, 60, 170, 50)
                  VStack (16, 76, 138, 18)
                    Text "Up" (16, 76, 20, 10) text "Up" 17pt regular rgba(0,0,0,1)
                    frame(height: 4) (16, 90, 138, 4)
                      overlay (16, 90, 138, 4)
                        Capsule (16, 90, 138, 4) shape capsule fill rgba(120,120,128,0.2)
                        CapsuleFill (16, 90, 138, 4) shape custom(CapsuleFill) fill rgba(0,122,255,1)
            """)
    }

    @Test func circularProgressViewDump() throws {
        #expect(try dump(ProgressView(value: 0.3).progressViewStyle(.circular).frame(width: 60, height: 60), .systemSmall, .fullColor) == """
            frame(width: 170, height: 170) (0, 0, 170, 170)
              ZStack (0, 0, 170, 170)
                ZStack (0, 0, 170, 170)
                  Color (0, 0, 170, 170) paint rgba(255,255,255,1)
                  Rectangle (0, 0, 170, 170) shape rectangle fill rgba(118,118,128,0.12)
                padding(16) (39, 39, 92, 92)
                  frame(width: 60, height: 60) (55, 55, 60, 60)
                    VStack (55, 55, 60, 60)
                      overlay (55, 55, 60, 60)
                        ProgressRing (55, 55, 60, 60) shape custom(ProgressRing) fill rgba(120,120,128,0.2)
                        ProgressRing (55, 55, 60, 60) shape custom(ProgressRing) fill rgba(0,122,255,1)
            """)
    }
}
