// README.md "Writing a widget in Swift", verbatim (ReadmeSnippetTests checks it stays so): the view at file
// scope and the top-level statements in a function, so the test build compiles them.
import Foundation
import WidgetRender

struct LaunchCountdown: View {
    var daysLeft = 12
    var progress = 0.7

    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Label("\(daysLeft) days to launch", systemImage: "star.fill")
        default:
            VStack(alignment: .leading, spacing: 4) {
                Label("Launch", systemImage: "star.fill")
                    .font(.headline)
                    .foregroundStyle(.orange)
                    .widgetAccentable()
                Text("\(daysLeft) days")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Spacer(minLength: 0)
                ProgressView(value: progress)
                    .tint(.orange)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

/// The README's top-level statements (compiled; running them would write countdown.png).
func readmeSwiftExample() throws {
    let resources = try RenderResources.bundled()          // fonts and caches; share it between renders
    let options = WidgetRenderOptions(family: .systemSmall)  // fullColor, light; try mode: .vibrant
    var warnings: [ResolveWarning] = []
    let png = try WidgetRenderer().renderPNG(LaunchCountdown(), options: options, resources: resources,
                                             warnings: &warnings)
    for warning in warnings { print("warning: \(warning)") }  // unknown symbols, missing images …
    try Data(png).write(to: URL(fileURLWithPath: "countdown.png"))
}
