import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// A widget whose configuration disables margins and keeps its background.
private struct EdgeToEdgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EdgeToEdge", provider: ScriptedProvider()) { entry in CountView(entry: entry) }
            .supportedFamilies([.systemSmall])
            .contentMarginsDisabled()
            .containerBackgroundRemovable(false)
    }
}

private struct DefaultWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Default", provider: ScriptedProvider()) { entry in CountView(entry: entry) }
            .supportedFamilies([.systemSmall])
    }
}

@Suite struct WidgetHostConfigurationTests {
    let entry = CountEntry(date: day(), count: 42)

    @Test func contentMarginsDisabledOnTheConfigurationRemovesTheMargins() throws {
        let host = try makeHost()
        let options = WidgetRenderOptions(family: .systemSmall)
        let fromConfiguration = try host.render(EdgeToEdgeWidget(), entry: entry, options: options).pixmap
        let fromModifiers = try host.renderer.render(
            CountView(entry: entry).environment(\.renderDate, entry.date).contentMarginsDisabled()
                .containerBackgroundRemovable(false),
            options: options, resources: host.resources)
        #expect(fromConfiguration == fromModifiers)
        #expect(fromConfiguration != (try host.render(DefaultWidget(), entry: entry, options: options)).pixmap)
    }

    @Test func aNonRemovableBackgroundOnTheConfigurationIsKeptWhereTheSystemWouldRemoveIt() throws {
        let host = try makeHost()
        let options = WidgetRenderOptions(family: .systemSmall, mode: .night)  // StandBy removes backgrounds
        let kept = try host.render(EdgeToEdgeWidget(), entry: entry, options: options)
        let removed = try host.render(DefaultWidget(), entry: entry, options: options)
        #expect(kept.backgroundTreatment == kept.canvas.backgroundTreatment(isRemovable: false))
        #expect(removed.backgroundTreatment == removed.canvas.backgroundTreatment(isRemovable: true))
        #expect(kept.backgroundTreatment != removed.backgroundTreatment)
    }

    @Test func modifiersAreRecordedOnTheDeclaration() throws {
        struct Described: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Described", provider: ScriptedProvider()) { entry in CountView(entry: entry) }
                    .configurationDisplayName("Counter")
                    .description("Counts things.")
                    .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
                    .promptsForUserConfiguration()
            }
        }
        let declaration = try WidgetHost.declaration(of: Described())
        #expect(declaration.kind == "Described")
        #expect(declaration.configuration == .staticConfiguration)
        #expect(declaration.displayName == "Counter")
        #expect(declaration.description == "Counts things.")
        #expect(declaration.disfavoredLocations.map(\.locations) == [[.standBy, .iPhoneWidgetsOnMac]])
        #expect(declaration.promptsForUserConfiguration)
        #expect(declaration.entryTypeName == "CountEntry")
        #expect(!declaration.isContentMarginsDisabled && declaration.isContainerBackgroundRemovable)
    }

    @Test func widgetCenterReloadsAreInertAndNoWidgetIsInstalled() async throws {
        WidgetCenter.shared.reloadTimelines(ofKind: "Count")
        WidgetCenter.shared.reloadAllTimelines()
        var answer: Result<[WidgetInfo], any Error>?
        WidgetCenter.shared.getCurrentConfigurations { answer = $0 }
        #expect(try answer?.get().isEmpty == true)
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }
}
