import Foundation
import Graphics
import Raster
import Render
import Testing
import Views
import Widgets
@testable import WidgetDocument
@testable import WidgetExamples

/// docs/examples/habit.json against the Swift example it mirrors (Sources/WidgetExamples/Habit, the
/// same code the CLI compiles in).
struct HabitDocumentTests {
    static let modes: [WidgetMode] = [.fullColor, .vibrant, .accented]

    @Test func habitDocumentListsEveryFamilyOfTheExample() throws {
        let document = try WidgetDocument.load(contentsOfFile: DocumentFixtures.url("docs/examples/habit.json").path)
        #expect(document.name == "habit")
        #expect(document.families == WidgetFamily.allCases)
    }

    @Test(arguments: WidgetFamily.allCases)
    func habitDocumentRendersPixelIdenticalToTheSwiftExample(family: WidgetFamily) throws {
        let document = try WidgetDocument.load(contentsOfFile: DocumentFixtures.url("docs/examples/habit.json").path)
        let resources = try RenderResources.bundled()
        for mode in Self.modes {
            let options = WidgetRenderOptions(family: family, mode: mode)
            let expected = try WidgetRenderer().render(HabitTrackerWidget(), options: options, resources: resources)
            let actual = try WidgetRenderer().render(document.view, options: options, resources: resources)
            #expect(actual.width == expected.width && actual.height == expected.height)
            let differing = zip(actual.straightRGBA(), expected.straightRGBA()).filter { $0 != $1 }.count
            #expect(differing == 0, "\(family) \(mode): \(differing) channel values differ")
        }
    }
}
