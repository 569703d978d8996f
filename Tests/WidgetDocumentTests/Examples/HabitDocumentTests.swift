import Foundation
import Graphics
import Raster
import Render
import Testing
import Views
import Widgets
@testable import WidgetDocument

/// docs/examples/habit.json against the Swift example it mirrors.
struct HabitDocumentTests {
    static let modes: [WidgetMode] = [.fullColor, .vibrant, .accented]

    @Test func twinMatchesTheCLIExample() throws {
        let cliFolder = DocumentFixtures.url("Sources/widgetrender/Examples/Habit")
        let twinFolder = DocumentFixtures.url("Tests/WidgetDocumentTests/Examples/HabitTwin")
        let names = try FileManager.default.contentsOfDirectory(atPath: cliFolder.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: twinFolder.path).sorted() == names)
        for name in names {
            let cli = try String(contentsOf: cliFolder.appendingPathComponent(name), encoding: .utf8)
            let twin = try String(contentsOf: twinFolder.appendingPathComponent(name), encoding: .utf8)
            let body = twin.components(separatedBy: "\n").dropFirst(5).joined(separator: "\n")
            #expect(body == cli, "\(name) changed: copy it into HabitTwin and update docs/examples/habit.json")
        }
    }

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
