import Render
import Views
import WidgetExamples
import Widgets

/// The widget a command renders: a built-in example or a JSON widget document, with its name (for
/// output files) and the families it supports.
struct WidgetSource: Sendable {
    /// The widget's name: output files are called `<name>-<family>-<mode>.png`.
    var name: String
    /// The families the widget supports, in `WidgetFamily.allCases` order.
    var families: [WidgetFamily]
    /// What the widget is, for messages: `example habit` or the document's path.
    var origin: String
    /// Builds the widget's view (once per render; views are values).
    var makeView: @Sendable () -> AnyView
    /// A built-in example's Live Activity; nil for a document.
    var activity: BuiltInExample.Activity? = nil
    /// A built-in example's control; nil for a document.
    var control: BuiltInExample.Control? = nil

    /// A built-in example.
    init(example: BuiltInExample) {
        name = example.name
        families = example.families
        origin = "example '\(example.name)'"
        makeView = example.makeView
        activity = example.activity
        control = example.control
    }

    /// A widget from its parts.
    init(name: String, families: [WidgetFamily], origin: String, makeView: @escaping @Sendable () -> AnyView) {
        self.name = name
        self.families = families
        self.origin = origin
        self.makeView = makeView
    }

    /// What draws the places of a built-in example (its Live Activity, its control), for the gallery and the check;
    /// empty for a document. The watch Smart Stack names the app by the widget's name.
    var placeContent: PlaceContent {
        PlaceContent(activityParts: activity?.makeParts, controlContent: control?.makeContent, appName: name)
    }

    /// Throws an input error unless the widget supports `family`.
    func require(_ family: WidgetFamily) throws {
        guard families.contains(family) else {
            throw CLIFailure.input("\(origin) does not support \(family); it supports "
                                   + families.map(\.rawValue).joined(separator: ", "))
        }
    }
}
