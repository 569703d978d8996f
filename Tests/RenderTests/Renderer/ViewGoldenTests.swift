import Graphics
import Render
import Testing
import TestSupport
import Views

/// Goldens of composed views at @3x (Goldens/views/), each looked at against what SwiftUI draws.
struct ViewGoldenTests {
    let small = Size(width: 170, height: 170)
    let medium = Size(width: 364, height: 170)

    func expectGolden(_ view: some View, size: Size, scheme: ColorScheme = .light, name: String) throws {
        let pixmap = try ViewRenderer().render(view, size: size, scale: 3, colorScheme: scheme,
                                               environment: .ios18, resources: try TestResources.get())
        TestSupport.expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                                 suite: "views", name: name)
    }

    @Test func progressRing() throws {
        try expectGolden(ProgressRingWidget(), size: small, name: "progress-ring")
    }

    @Test func progressRingDark() throws {
        try expectGolden(ProgressRingWidget(), size: small, scheme: .dark, name: "progress-ring-dark")
    }

    @Test func upNextList() throws {
        try expectGolden(UpNextListWidget(), size: medium, name: "up-next-list")
    }

    @Test func weatherGradient() throws {
        try expectGolden(WeatherGradientWidget(), size: small, name: "weather-gradient")
    }

    @Test func streakBars() throws {
        try expectGolden(StreakBarsWidget(), size: small, name: "streak-bars")
    }

    @Test func clipShapes() throws {
        try expectGolden(ClipShapesWidget(), size: small, name: "clip-shapes")
    }
}

extension ViewGoldenTests {
    @Test func checklistCard() throws {
        try expectGolden(ChecklistCardWidget(), size: small, name: "checklist-card")
    }
}
