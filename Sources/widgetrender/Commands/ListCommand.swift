import ArgumentParser
import PortableFoundation
import WidgetExamples
import Widgets

/// `widgetrender list families | modes | devices | examples`
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List families, modes, devices or built-in examples.",
        discussion: """
            Examples:
              widgetrender list families
              widgetrender list devices
              widgetrender list examples

            $ widgetrender list modes
            fullColor
            accented
            vibrant
            night
            reducedLuminance
            """)

    enum Topic: String, ExpressibleByArgument, CaseIterable {
        case families, modes, devices, examples
    }

    @Argument(help: "What to list: \(Topic.allCases.map(\.rawValue).joined(separator: ", ")).")
    var topic: Topic

    func run() throws {
        switch topic {
        case .families:
            for family in WidgetFamily.allCases {
                let device = DeviceCatalog.defaultDevice(for: family)
                let px = device.pixelSize(of: family).map { "\($0.width)×\($0.height) px" } ?? ""
                print("\(family.rawValue.padded(to: 22))\(px) on \(device.identifier)")
            }
        case .modes:
            for mode in WidgetMode.allCases { print(mode.rawValue) }
        case .devices:
            for device in DeviceCatalog.all {
                let families = device.families.map(\.rawValue).joined(separator: ", ")
                print("\(device.identifier.padded(to: 20))\(device.name): \(families)")
            }
        case .examples:
            for example in BuiltInExample.all {
                print("\(example.name.padded(to: 10))\(example.summary)")
                let families = example.families.count == WidgetFamily.allCases.count
                    ? "every family" : example.families.map(\.rawValue).joined(separator: ", ")
                print(String(repeating: " ", count: 10) + families)
            }
        }
    }
}
