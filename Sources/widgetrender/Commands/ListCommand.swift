import ArgumentParser
import PortableFoundation
import Views
import WidgetExamples
import Widgets

/// `widgetrender list [families | modes | devices | examples]` (no topic: the topics)
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List families, modes, devices or built-in examples.",
        discussion: """
            Without a topic, lists the topics.

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

        /// One line about the topic, for `widgetrender list`.
        var summary: String {
            switch self {
            case .families: "widget families and their pixel size on the default device"
            case .modes: "rendering modes"
            case .devices: "devices (--device) and the families each offers"
            case .examples: "built-in example widgets (--example) and their families"
            }
        }
    }

    @Argument(help: "What to list: \(Topic.allCases.map(\.rawValue).joined(separator: ", ")); none lists these topics.")
    var topic: Topic?

    @Option(help: ArgumentHelp("With `families`: the iOS release whose sizes are listed: ios18 or ios26 "
                                   + "(default: \(OSProfile.standard.rawValue)).", valueName: "os"))
    var os: String?

    func validate() throws {
        _ = try os.map(OptionValues.os)
    }

    func run() throws {
        let profile = try os.map(OptionValues.os) ?? OSProfile.standard
        guard let topic else {
            for topic in Topic.allCases { print("\(topic.rawValue.padded(to: 10))\(topic.summary)") }
            return
        }
        switch topic {
        case .families:
            for family in WidgetFamily.allCases {
                let device = DeviceCatalog.defaultDevice(for: family).profiled(for: profile)
                let px = device.pixelSize(of: family).map { "\($0.width)×\($0.height) px" } ?? ""
                printOutput("\(family.rawValue.padded(to: 22))\(px) on \(device.identifier)")
            }
        case .modes:
            for mode in WidgetMode.allCases { printOutput(mode.rawValue) }
        case .devices:
            for device in DeviceCatalog.all {
                let families = device.families.map(\.rawValue).joined(separator: ", ")
                printOutput("\(device.identifier.padded(to: 20))\(device.name): \(families)")
            }
        case .examples:
            for example in BuiltInExample.all {
                printOutput("\(example.name.padded(to: 10))\(example.summary)")
                let families = example.families.count == WidgetFamily.allCases.count
                    ? "every family" : example.families.map(\.rawValue).joined(separator: ", ")
                printOutput(String(repeating: " ", count: 10) + families)
            }
        }
    }
}
