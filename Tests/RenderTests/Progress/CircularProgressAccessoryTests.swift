import Foundation
import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import Widgets

/// `ProgressView(timerInterval:countsDown:)` with the circular style in an `accessoryCircular` widget: the
/// Lock Screen draws it as the family's capacity gauge, a ring around the whole circle with the timer in the
/// middle (Goldens/progress/), not a small ring above the label.
@Suite struct CircularProgressAccessoryTests {
    /// A parking timer: 45 minutes, a quarter gone at the render's date.
    struct ParkingTimer: View {
        var body: some View {
            let start = WidgetRenderOptions.defaultDate.addingTimeInterval(-675)
            ProgressView(timerInterval: start...start.addingTimeInterval(2700), countsDown: true) {
                Image(systemName: "parkingsign")
            }
            .progressViewStyle(.circular)
        }
    }

    func render(_ mode: WidgetMode) throws -> Pixmap {
        try WidgetRenderer().render(ParkingTimer(), options: WidgetRenderOptions(family: .accessoryCircular, mode: mode).ios18,
                                    resources: try TestResources.get())
    }

    /// Alpha summed over a band of pixels: `rows` across the top or bottom edge of the circle.
    func ink(_ pixmap: Pixmap, rows: Range<Int>) -> Int {
        var total = 0
        for y in rows {
            for x in 0..<pixmap.width { total += Int(pixmap.pixel(x: x, y: y).a) }
        }
        return total
    }

    @Test(arguments: [WidgetMode.vibrant, .fullColor])
    func theRingGoesAroundTheWholeCircle(_ mode: WidgetMode) throws {
        let pixmap = try render(mode)
        if mode == .vibrant {
            // Vibrant pixels are transparent where nothing is drawn. The capacity ring touches the circle's
            // edge at the bottom too; a small ring stacked over the timer's text leaves the bottom edge empty.
            let band = max(pixmap.height / 30, 2)
            #expect(ink(pixmap, rows: (pixmap.height - band)..<pixmap.height) > 0)
            #expect(ink(pixmap, rows: 0..<band) > 0)
        }
        let name = "timer-interval-accessoryCircular-\(mode)"
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "progress",
                     name: name)
    }

    /// Three quarters left: the fill (the foreground, opaque) runs clockwise from 12 to 9 o'clock; the track (the
    /// foreground at 0.3 alpha, on the transparent full-colour canvas) covers 9 to 12.
    @Test func theFillFollowsTheTimeLeft() throws {
        let pixmap = try render(.fullColor)
        // The ring's middle line: the diameter less one stroke (0.09·D), halved.
        let centre = Double(pixmap.width) / 2, radius = centre * (1 - 0.09)
        func onRing(degreesFromEast angle: Double) -> PremultipliedRGBA8 {
            let radians = angle * .pi / 180
            return pixmap.pixel(x: Int(centre + radius * cos(radians)), y: Int(centre + radius * sin(radians)))
        }
        let right = onRing(degreesFromEast: 0)      // 3 o'clock: filled
        let left = onRing(degreesFromEast: 225)     // half past ten: track
        #expect(right.a == 255 && Int(left.a) > 30 && Int(left.a) < 128,
                "right \(right) left \(left)")
    }
}
