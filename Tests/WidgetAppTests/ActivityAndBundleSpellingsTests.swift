import Foundation
import Testing
import Views
import WidgetApp
import WidgetHosting
import Widgets

// Spellings of real extensions that compile with Apple's WidgetKit: Xcode's Live Activity template, a
// `@DynamicIslandExpandedContentBuilder` helper used as an island's content, and a bundle listing its widgets
// through `WidgetBundleBuilder.buildBlock(…)`.

struct TemplateAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable { var emoji: String }
    var name: String
}

/// As Xcode's "Widget Extension" template writes the Live Activity (regions, compact, minimal, keyline).
struct TemplateLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateAttributes.self) { context in
            VStack { Text("Hello \(context.state.emoji)") }
                .activityBackgroundTint(Color.cyan)
                .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("Leading") }
                DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom \(context.state.emoji)") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

/// An island whose expanded content comes from a builder function, as Apple's Emoji Rangers sample writes it.
struct HelperBuiltActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateAttributes.self) { context in
            Text(context.attributes.name)
        } dynamicIsland: { context in
            DynamicIsland {
                expandedContent(emoji: context.state.emoji)
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }

    @DynamicIslandExpandedContentBuilder
    private func expandedContent(emoji: String) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Text(emoji) }
        DynamicIslandExpandedRegion(.bottom) { Text("Healing") }
    }
}

struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}

/// A bundle that lists its widgets by calling the builder itself.
struct CallingBundle: WidgetBundle {
    var body: some Widget {
        WidgetBundleBuilder.buildBlock(TemplateLiveActivity(), HelperBuiltActivity(), PlainWidget())
    }
}

@Suite struct ActivityAndBundleSpellingsTests {
    @Test func theTemplatesIslandListsItsRegions() throws {
        let declarations = WidgetDeclaration.declarations(in: CallingBundle())
        #expect(declarations.map(\.kind) == ["TemplateAttributes", "TemplateAttributes"])
    }

    @Test func aHelpersRegionsAreTheIslandsRegions() {
        let island = DynamicIsland {
            DynamicIslandExpandedContentBuilder.buildBlock(
                DynamicIslandExpandedContentBuilder.buildExpression(DynamicIslandExpandedRegion(.leading) { Text("A") }),
                DynamicIslandExpandedContentBuilder.buildExpression(DynamicIslandExpandedRegion(.bottom) { Text("B") }))
        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        #expect(island.expandedRegions == [.leading, .bottom])
    }
}
