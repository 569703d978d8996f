import Graphics
import Render
import Testing
import TestSupport
import Views
import Widgets

/// Goldens of widgets in other scripts and directions, Goldens/world-text/<name>.png.
@Suite struct WorldTextGoldenTests {
    func expectWidgetGolden(_ view: some View, family: WidgetFamily, mode: WidgetMode = .fullColor,
                            name: String) throws {
        let options = WidgetRenderOptions(family: family, mode: mode).ios18
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

/// The determinism guarantees hold for the new scripts: bidi, Arabic joining and CJK give the same pixels
/// twice, with fresh resources, and from several threads at once.
@Suite struct WorldTextDeterminismTests {
    func render(_ view: some View, family: WidgetFamily, resources: RenderResources) throws -> [UInt8] {
        try WidgetRenderer().render(view, options: WidgetRenderOptions(family: family).ios18, resources: resources)
            .straightRGBA()
    }

    @Test func freshResourcesGiveTheSamePixels() throws {
        let warm = try TestResources.get()
        let fresh = try RenderResources.bundled()
        #expect(try render(MixedScriptWidget(), family: .systemMedium, resources: warm)
                == render(MixedScriptWidget(), family: .systemMedium, resources: fresh))
        #expect(try render(JapaneseCalendarWidget(), family: .systemSmall, resources: warm)
                == render(JapaneseCalendarWidget(), family: .systemSmall, resources: fresh))
    }

    @Test func fourThreadsAtOnceRenderTheSamePixels() async throws {
        let resources = try RenderResources.bundled()
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for index in 0..<4 {
                group.addTask {
                    index % 2 == 0
                        ? try render(ArabicWeatherWidget(), family: .systemSmall, resources: resources)
                        : try render(HebrewTasksWidget(), family: .systemSmall, resources: resources)
                }
            }
            var all: [[UInt8]] = []
            for try await pixels in group { all.append(pixels) }
            return all
        }
        let arabic = try render(ArabicWeatherWidget(), family: .systemSmall, resources: resources)
        let hebrew = try render(HebrewTasksWidget(), family: .systemSmall, resources: resources)
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == arabic || $0 == hebrew })
        #expect(results.filter { $0 == arabic }.count == 2)
    }
}
