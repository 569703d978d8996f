import Graphics
import Render
import Testing
import TestSupport
import Views
import Widgets

/// Goldens of widgets in other scripts and directions (issue 15), Goldens/world-text/<name>.png.
@Suite struct WorldTextGoldenTests {
    func expectWidgetGolden(_ view: some View, family: WidgetFamily, mode: WidgetMode = .fullColor,
                            name: String) throws {
        let options = WidgetRenderOptions(family: family, mode: mode)
        let pixmap = try WidgetRenderer().render(view, options: options, resources: try TestResources.get())
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "world-text", name: name)
    }

    @Test func arabicWidgetIsRightToLeft() throws {
        try expectWidgetGolden(ArabicWeatherWidget(), family: .systemSmall, name: "arabic-systemSmall")
    }

    @Test func hebrewWidgetIsRightToLeft() throws {
        try expectWidgetGolden(HebrewTasksWidget(), family: .systemSmall, name: "hebrew-systemSmall")
    }

    @Test func mixedEnglishArabicWidgetOrdersRunsByTheBidiAlgorithm() throws {
        try expectWidgetGolden(MixedScriptWidget(), family: .systemMedium, name: "mixed-systemMedium")
    }

    @Test func japaneseWidgetBreaksBetweenIdeographsWithKinsoku() throws {
        try expectWidgetGolden(JapaneseCalendarWidget(), family: .systemSmall, name: "japanese-systemSmall")
    }
}
