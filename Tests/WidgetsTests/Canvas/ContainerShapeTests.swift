import Graphics
import Testing
@testable import Widgets

@Suite struct ContainerShapeTests {
    @Test func systemFamiliesShareTheSmallSideRadius() throws {
        let phone = DeviceCatalog.defaultPhone
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            guard case .roundedRectangle(let radius) = ContainerShape.shape(for: family, on: phone) else {
                Issue.record("\(family) is not a rounded rectangle"); continue
            }
            #expect(abs(radius - 0.137 * 170) < 1e-9)
        }
    }

    @Test func radiusIs21Point67OnA158PointSmall() throws {
        let device = try DeviceCatalog.requireDevice(named: "iphone-390x844")
        guard case .roundedRectangle(let radius) = ContainerShape.shape(for: .systemSmall, on: device) else {
            Issue.record("not a rounded rectangle"); return
        }
        #expect(abs(radius - 21.646) < 0.01)
    }

    @Test func iPadRadiusIsTheDeviceRatioScaledToTheCanvas() throws {
        let pad = DeviceCatalog.defaultPad
        guard case .roundedRectangle(let radius) = ContainerShape.shape(for: .systemExtraLarge, on: pad) else {
            Issue.record("not a rounded rectangle"); return
        }
        // 0.137 × 160 pt (device small) × 170 / 160 (canvas / device).
        #expect(abs(radius - 0.137 * 160 * 170 / 160) < 1e-9)
    }

    @Test func accessoryCircularIsACircle() {
        #expect(ContainerShape.shape(for: .accessoryCircular, on: DeviceCatalog.defaultPhone) == .circle)
    }

    @Test func accessoryCornerIsACircle() {
        #expect(ContainerShape.shape(for: .accessoryCorner, on: DeviceCatalog.defaultWatch) == .circle)
    }

    @Test func accessoryRectangularRadiusIs22PercentOfItsHeight() {
        let shape = ContainerShape.shape(for: .accessoryRectangular, on: DeviceCatalog.defaultPhone)
        #expect(shape == .roundedRectangle(cornerRadius: 0.22 * 76))
    }

    @Test func accessoryInlineHasNoShapeAndNoPath() throws {
        let canvas = try WidgetCanvas(family: .accessoryInline, os: .ios18)
        #expect(canvas.containerShape == .none)
        #expect(canvas.containerPath() == nil)
        #expect(canvas.environment().containerShape == nil)
    }

    @Test func containerPathInPixelsCoversTheWholeCanvas() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, os: .ios18)
        let path = try #require(canvas.containerPath(scale: 3))
        let bounds = path.bounds
        #expect(abs(bounds.width - 510) < 1e-6 && abs(bounds.height - 510) < 1e-6)
    }

    @Test func environmentContainerIsTheWidgetFrameWithItsRadius() throws {
        let canvas = try WidgetCanvas(family: .systemMedium, os: .ios18)
        let container = try #require(canvas.environment().containerShape)
        #expect(container.frame == Rect(x: 0, y: 0, width: 364, height: 170))
        #expect(abs(container.cornerRadius - 0.137 * 170) < 1e-9)
    }

    @Test func circularContainerHasAnInfiniteRadius() throws {
        let canvas = try WidgetCanvas(family: .accessoryCircular, mode: .vibrant, os: .ios18)
        #expect(canvas.environment().containerShape?.cornerRadius == .infinity)
    }

    @Test func radiusRatiosAreTheNamedChoices() {
        #expect(ContainerShape.cornerRadiusRatio == 0.137)
        #expect(ContainerShape.accessoryRectangularRadiusRatio == 0.22)
    }
}
