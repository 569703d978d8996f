import ArgumentParser
import Graphics
import Render

/// How text is set for one render: the Dynamic Type size (issue 15). Kept apart from
/// ``AppearanceOptions`` so the two grow independently; parsed in `validate()`, so a bad value is a
/// usage error (exit 64) naming the value and the valid ones.
struct TextOptions: ParsableArguments {
    @Option(name: .customLong("dynamic-type"),
            help: ArgumentHelp("The Dynamic Type size: \(DynamicTypeSize.allNames.joined(separator: ", ")) (default large).",
                               valueName: "size"))
    var dynamicType: String?

    func validate() throws {
        var options = WidgetRenderOptions(family: .systemSmall)
        try apply(to: &options)
    }

    /// Sets the parsed values on `options`.
    func apply(to options: inout WidgetRenderOptions) throws {
        if let dynamicType { options.dynamicTypeSize = try Self.dynamicTypeSize(dynamicType, option: "--dynamic-type") }
    }

    /// `AX5`, `accessibility5`, `xSmall`, any letter case.
    static func dynamicTypeSize(_ text: String, option: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize(name: text) else {
            throw ValidationError("\(option) \"\(text)\" is not a Dynamic Type size; expected one of "
                                  + DynamicTypeSize.allNames.joined(separator: ", "))
        }
        return size
    }
}
