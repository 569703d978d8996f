import Graphics
import Testing
import Views
@testable import Widgets

@Suite struct AccessoryWidgetBackgroundTests {
    private func laidOutBackground(_ family: WidgetFamily, _ mode: WidgetMode,
                                   device: WidgetDevice? = nil) throws -> Laid {
        let canvas = try WidgetCanvas(family: family, mode: mode, device: device, os: .ios18)
        return try laidOutWidget(AccessoryWidgetBackground(), canvas: canvas).1
    }

    @Test func vibrantCircularIsAFullSizeWhiteCircleAt16Percent() throws {
        let laid = try laidOutBackground(.accessoryCircular, .vibrant)
        let shape = try #require(laid.shapes.first)
        #expect(shape.frame == Rect(x: 0, y: 0, width: 76, height: 76))
        #expect(shape.shape.geometry.kind.description == "circle")
        #expect(shape.shape.drawing.paint == .solid(RGBAColor.white.multipliedAlpha(0.16)))
    }

    @Test func vibrantRectangularIsConcentricWithTheContainer() throws {
        let laid = try laidOutBackground(.accessoryRectangular, .vibrant)
        let shape = try #require(laid.shapes.first)
        #expect(shape.frame == Rect(x: 0, y: 0, width: 172, height: 76))
        guard case .containerRelative(let container) = shape.shape.geometry.kind else {
            Issue.record("not container relative"); return
        }
        #expect(abs(container.concentricRadius(for: shape.frame) - 0.22 * 76) < 1e-9)
    }

    @Test func accentedIsWhiteAt14PercentForTheDefaultGroupColour() throws {
        let laid = try laidOutBackground(.accessoryCircular, .accented, device: DeviceCatalog.defaultWatch)
        #expect(laid.shapes.map(\.shape.drawing.paint) == [.solid(RGBAColor.white.multipliedAlpha(0.14))])
    }

    @Test func fullColorIsWhiteAt14PercentOverBlack() throws {
        let laid = try laidOutBackground(.accessoryRectangular, .fullColor, device: DeviceCatalog.defaultWatch)
        let paints = laid.shapes.map(\.shape.drawing.paint)
        #expect(paints == [.solid(.black), .solid(RGBAColor.white.multipliedAlpha(0.14))])
    }

    @Test func cornerIsACircle() throws {
        let laid = try laidOutBackground(.accessoryCorner, .accented)
        #expect(laid.shapes.first?.shape.geometry.kind.description == "circle")
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .accessoryInline])
    func otherFamiliesDrawNothing(_ family: WidgetFamily) throws {
        let laid = try laidOut(AccessoryWidgetBackground(), environment: {
            var environment = EnvironmentValues.ios18
            environment.widgetFamily = family
            return environment
        }())
        #expect(laid.shapes.isEmpty)
    }
}
