import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// Green when drawn as `ActivityFamily.small`, red as `.medium`; its minimal view as wide as the state says.
struct FamilyActivity: Widget {
    var declaresSmall = true

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BarAttributes.self) { context in
            FamilyView().activityBackgroundTint(Color.black)
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Color.green } }
                compactLeading: { Color.red.frame(width: 20, height: 20) }
                compactTrailing: { Color.blue.frame(width: 20, height: 20) }
                minimal: { Color.green.frame(width: context.state.lockScreenHeight, height: 20) }
                .contentMargins(.all, 0, for: .minimal)
        }
        .supplementalActivityFamilies(declaresSmall ? [.small] : [])
    }
}

/// Reads the family from the environment, as Apple's sample does.
struct FamilyView: View {
    @Environment(\.activityFamily) var activityFamily

    var body: some View {
        (activityFamily == .small ? Color.green : Color.red).frame(height: 30)
    }
}

@Suite struct SmartStackActivityTests {
    static let state = BarAttributes.ContentState(leadingPriority: 0, trailingPriority: 0, lockScreenHeight: 40)

    /// The straight RGBA pixel at (`x`, `y`) points.
    static func pixel(_ output: RenderOutput, _ x: Double, _ y: Double) -> [UInt8] {
        let rgba = output.pixmap.straightRGBA()
        let i = (Int(y * output.scene.scale) * output.pixmap.width + Int(x * output.scene.scale)) * 4
        return Array(rgba[i..<i + 4])
    }

    @Test func theSmartStackIsTheWatchsSizeAndDrawsTheContentViewAsSmallWhereDeclared() throws {
        let host = try makeHost()
        let expected: [(String, Double, Double)] = [("watch-40mm", 152, 69.5), ("watch-41mm", 165, 72.5),
                                                    ("watch-44mm", 173, 76.5), ("watch-45mm", 184, 80.5),
                                                    ("watch-49mm", 191, 81.5)]
        for (identifier, width, height) in expected {
            let device = try #require(DeviceCatalog.device(named: identifier))
            let output = try host.renderActivity(FamilyActivity(declaresSmall: true), attributes: BarAttributes(),
                                                 state: Self.state,
                                                 options: ActivityRenderOptions(presentation: .smartStack, device: device, os: .ios18))
            #expect(output.scene.size.width == width && output.scene.size.height == height, "\(identifier)")
            let middle = Self.pixel(output, width / 2, height / 2)
            #expect(middle[1] > 200 && middle[0] < 60, "\(identifier): \(middle) is the .small view's green")
        }
        // Without `.small`: the compact views in the lower corners, red leading, blue trailing, on the default
        // watch (45 mm); the content view is not drawn.
        let fallback = try host.renderActivity(FamilyActivity(declaresSmall: false), attributes: BarAttributes(),
                                               state: Self.state, options: ActivityRenderOptions(presentation: .smartStack, os: .ios18))
        #expect(fallback.scene.size.width == 184 && fallback.scene.size.height == 80.5)
        let leading = Self.pixel(fallback, 8 + 10, 80.5 - 8 - 10)
        let trailing = Self.pixel(fallback, 184 - 8 - 10, 80.5 - 8 - 10)
        let top = Self.pixel(fallback, 92, 12)
        #expect(leading[0] > 200 && leading[2] < 60, "\(leading)")
        #expect(trailing[2] > 200 && trailing[0] < 60, "\(trailing)")
        #expect(top[0] < 60 && top[1] < 60 && top[3] == 255, "the dark material: \(top)")
    }

    @Test func theLockScreenStaysMediumAndTheWatchRefusesThePhonesPresentations() throws {
        let host = try makeHost()
        let lock = try host.renderActivity(FamilyActivity(declaresSmall: true), attributes: BarAttributes(),
                                           state: Self.state, options: ActivityRenderOptions(presentation: .lockScreen, os: .ios18))
        let middle = Self.pixel(lock, 204, lock.scene.size.height / 2)
        #expect(middle[0] > 200 && middle[1] < 60, "the Lock Screen draws .medium: \(middle)")
        let watch = DeviceCatalog.defaultWatch
        do {
            _ = try host.renderActivity(FamilyActivity(declaresSmall: true), attributes: BarAttributes(),
                                        state: Self.state,
                                        options: ActivityRenderOptions(presentation: .lockScreen, device: watch, os: .ios18))
            Issue.record("rendered")
        } catch {
            #expect("\(error)".contains("device watch-45mm shows no lockScreen presentation of a Live Activity; "
                + "it shows smartStack"))
        }
        do {
            _ = try host.renderActivity(FamilyActivity(declaresSmall: true), attributes: BarAttributes(),
                                        state: Self.state, options: ActivityRenderOptions(
                                            presentation: .smartStack, device: DeviceCatalog.defaultPhone, os: .ios18))
            Issue.record("rendered")
        } catch {
            #expect("\(error)".contains("device iphone-430x932 shows no smartStack presentation"))
        }
    }

    @Test func theMinimalPresentationIsItsViewsWidthWithinTheHIGsRange() throws {
        let host = try makeHost()
        for (wanted, drawn) in [(20.0, 36.67), (40.0, 40.0), (60.0, 45.0)] {
            var state = Self.state
            state.lockScreenHeight = wanted
            let output = try host.renderActivity(FamilyActivity(declaresSmall: false), attributes: BarAttributes(),
                                                 state: state, options: ActivityRenderOptions(presentation: .minimal, os: .ios18))
            #expect(abs(output.scene.size.width - drawn) < 0.001, "a \(wanted) pt minimal view")
            #expect(output.scene.size.height == 36.67)
        }
    }

    @Test func theHIGsSpecificationsAreTheTablesNumbers() throws {
        let big = try ActivityMetrics.metrics(for: DeviceCatalog.defaultPhone)
        #expect(big.size(of: .compact)?.width == 250 && big.size(of: .compact)?.height == 36.67)
        #expect(abs((big.island?.housingWidth ?? 0) - 125.34) < 0.001)
        #expect(big.size(of: .expanded)?.width == 408 && big.size(of: .expanded)?.height == 160)
        let small = try ActivityMetrics.metrics(for: try #require(DeviceCatalog.device(named: "iphone-393x852")))
        #expect(small.size(of: .compact)?.width == 230)
        #expect(ActivityMetrics.expandedCornerRadius == 44)
        #expect(try ActivityMetrics.metrics(for: DeviceCatalog.defaultPad).lockScreenWidth == 500)
        let pad = try #require(DeviceCatalog.device(named: "ipad-834x1194"))
        #expect(try ActivityMetrics.metrics(for: pad).presentations == [.lockScreen])
        #expect(try ActivityMetrics.metrics(for: pad).lockScreenWidth == 425)
        #expect(try ActivityMetrics.metrics(for: DeviceCatalog.defaultWatch).presentations == [.smartStack])
        #expect(EnvironmentValues.ios18.activityFamily == .medium)
    }
}
