import Foundation
@testable import HabitWidgetExtension
import Render
import Testing
import WidgetApp
import WidgetHosting
import WidgetPreviews
import WidgetSnapshotTesting
import Widgets

/// Xcode's Live Activity template (HabitWidgetExtensionLiveActivity.swift) drawn in every presentation, and its
/// `#Preview`s rendered one image per content state.
@Suite struct LiveActivityTests {
    static let attributes = HabitWidgetExtensionAttributes(name: "World")
    static let smiley = HabitWidgetExtensionAttributes.ContentState(emoji: "😀")

    @Test func theTemplatesActivityMatchesItsReferenceInEveryPresentation() throws {
        let configuration = try goldens()
        for presentation in ActivityPresentation.allCases {
            assertActivitySnapshot(of: HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                   state: Self.smiley, presentation: presentation, configuration: configuration)
        }
        assertActivitySnapshot(of: HabitWidgetExtensionLiveActivity(), attributes: Self.attributes, state: Self.smiley,
                               presentation: .lockScreen, scheme: .dark, configuration: configuration)
        assertActivitySnapshot(of: HabitWidgetExtensionLiveActivity(), attributes: Self.attributes, state: Self.smiley,
                               presentation: .compact, device: DeviceCatalog.device(named: "iphone-393x852"),
                               named: "compact-iphone-393x852", configuration: configuration)
        // The Always-On Lock Screen (dimmed) and StandBy at night (red on black).
        assertActivitySnapshot(of: HabitWidgetExtensionLiveActivity(), attributes: Self.attributes, state: Self.smiley,
                               presentation: .lockScreen, scheme: .dark, mode: .reducedLuminance,
                               configuration: configuration)
        assertActivitySnapshot(of: HabitWidgetExtensionLiveActivity(), attributes: Self.attributes, state: Self.smiley,
                               presentation: .standBy, mode: .night, configuration: configuration)
    }

    @Test func aModeAPresentationIsNeverShownInIsRefused() throws {
        let host = try goldens().host
        do {
            _ = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                        state: Self.smiley, options: ActivityRenderOptions(presentation: .compact,
                                                                                            mode: .night))
            Issue.record("rendered")
        } catch {
            #expect("\(error)" == "widget \"HabitWidgetExtensionAttributes\": a Live Activity's compact presentation is "
                + "not shown in night; its modes are fullColor")
        }
    }

    @Test func theLockScreenIsTheDevicesWidthAndTheViewsHeightInTheSystemsMargins() throws {
        let host = try goldens().host
        let output = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                             state: Self.smiley, options: ActivityRenderOptions(presentation: .lockScreen))
        #expect(output.scene.size.width == 408)
        // One line of body text (22 pt) inside the 14 pt margins, well under the 160 pt limit.
        #expect(output.scene.size.height > 28 && output.scene.size.height < 60)
        #expect(output.pixmap.width == 1224)
        // activityBackgroundTint(Color.cyan) fills the container; its corners stay transparent.
        let rgba = output.pixmap.straightRGBA()
        let middle = (output.pixmap.height / 2 * output.pixmap.width + 12) * 4
        #expect(rgba[middle + 3] == 255 && rgba[middle + 2] > 200 && rgba[middle] < 100)
        #expect(rgba[3] == 0)
    }

    @Test func theIslandsPresentationsHaveTheTablesSizesPerDevice() throws {
        let host = try goldens().host
        let expected: [(String, ActivityPresentation, Double, Double)] = [
            // HIG Specifications: the island 250 and 230 pt wide; the minimal one 36.67–45 pt, here the emoji's.
            ("iphone-430x932", .compact, 250, 36.67), ("iphone-430x932", .minimal, 36.67, 36.67),
            ("iphone-393x852", .compact, 230, 36.67), ("iphone-393x852", .minimal, 36.67, 36.67),
        ]
        for (identifier, presentation, width, height) in expected {
            let device = try #require(DeviceCatalog.device(named: identifier))
            let output = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                                 state: Self.smiley,
                                                 options: ActivityRenderOptions(presentation: presentation, device: device))
            #expect(abs(output.scene.size.width - width) < 0.01, "\(identifier) \(presentation)")
            #expect(abs(output.scene.size.height - height) < 0.01, "\(identifier) \(presentation)")
        }
        let expanded = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                               state: Self.smiley, options: ActivityRenderOptions(presentation: .expanded))
        #expect(expanded.scene.size.width == 408)
        #expect(expanded.scene.size.height <= ActivityMetrics.heightLimit)
        let standBy = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                              state: Self.smiley, options: ActivityRenderOptions(presentation: .standBy))
        #expect(standBy.scene.size.width == 932 && standBy.scene.size.height == 430)
    }

    @Test func aPhoneWithoutADynamicIslandDrawsTheLockScreenButRefusesTheIsland() throws {
        let host = try goldens().host
        let device = try #require(DeviceCatalog.device(named: "iphone-390x844"))
        let banner = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                             state: Self.smiley,
                                             options: ActivityRenderOptions(presentation: .lockScreen, device: device))
        #expect(banner.scene.size.width == 390 - 22)
        do {
            _ = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes,
                                        state: Self.smiley,
                                        options: ActivityRenderOptions(presentation: .compact, device: device))
            Issue.record("rendered")
        } catch {
            #expect("\(error)".contains("device iphone-390x844 has no Dynamic Island, so no compact presentation"))
        }
    }

    @Test func aStateOfAnotherTypeIsRefusedNamingTheTypes() throws {
        let host = try goldens().host
        do {
            _ = try host.renderActivity(HabitWidgetExtensionLiveActivity(), attributes: Self.attributes, state: 42,
                                        options: ActivityRenderOptions(presentation: .lockScreen))
            Issue.record("rendered")
        } catch {
            #expect("\(error)".contains("HabitWidgetExtensionAttributes.ContentState"))
            #expect("\(error)".contains("Int"))
        }
    }

    @Test func theTemplatesPreviewsStandForOneRenderPerContentState() async throws {
        let previews = PreviewDiscovery.previews(inModule: "HabitWidgetExtension")
            .filter { $0.location?.fileName == "HabitWidgetExtensionLiveActivity.swift" }
        #expect(previews.map(\.name) == ["Notification", "Compact", "Minimal", "Expanded"])
        let host = try goldens().host
        let notification = try #require(previews.first)
        let renders = try await notification.renders(using: host)
        #expect(renders.map(\.name) == ["Notification-0-lockScreen", "Notification-0-lockScreen-dark",
                                        "Notification-1-lockScreen", "Notification-1-lockScreen-dark"])
        let island = try await previews[1].renders(using: host)
        #expect(island.map(\.name) == ["Compact-0-compact"])
        // Full colour stands for an activity unless other modes are asked for, and only those it is shown in.
        #expect(try await notification.renders(using: host, modes: [.vibrant]).isEmpty)
        #expect(try await notification.renders(using: host, modes: [.reducedLuminance, .night], schemes: [.dark])
            .map(\.name) == ["Notification-0-lockScreen-reducedLuminance-dark", "Notification-1-lockScreen-reducedLuminance-dark"])
        let image = try renders[0].image(using: host)
        #expect(image.width == 1224)
    }
}
