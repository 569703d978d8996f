import Graphics
import Testing
@testable import Widgets

@Suite struct ContentMarginsTests {
    @Test func homeScreenSystemWidgetsGet16Points() throws {
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            #expect(try WidgetCanvas(family: family, mode: .fullColor).contentMargins == EdgeInsets(16))
            #expect(try WidgetCanvas(family: family, mode: .accented).contentMargins == EdgeInsets(16))
        }
    }

    @Test func iPadLockScreenSystemSmallGets11Points() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .vibrant, device: DeviceCatalog.defaultPad)
        #expect(canvas.context == .lockScreen)
        #expect(canvas.contentMargins == EdgeInsets(11))
    }

    @Test func standByGets11Points() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .night)
        #expect(canvas.context == .standBy)
        #expect(canvas.contentMargins == EdgeInsets(11))
    }

    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline])
    func lockScreenAccessoriesGetNoMargin(_ family: WidgetFamily) throws {
        #expect(try WidgetCanvas(family: family, mode: .vibrant).contentMargins == EdgeInsets(0))
    }

    @Test func watchSmartStackGets8Points() throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: .fullColor, device: DeviceCatalog.defaultWatch)
        #expect(canvas.context == .watchSmartStack)
        #expect(canvas.contentMargins == EdgeInsets(8))
    }

    @Test func watchComplicationGetsNoMargin() throws {
        let canvas = try WidgetCanvas(family: .accessoryCorner, mode: .accented)
        #expect(canvas.context == .watchComplication)
        #expect(canvas.contentMargins == EdgeInsets(0))
    }

    @Test func marginsAreTheNamedChoices() {
        #expect(ContentMargins.homeScreen == 16)
        #expect(ContentMargins.tight == 11)
        #expect(ContentMargins.accessory == 0)
        #expect(ContentMargins.watchSmartStack == 8)
    }
}
