import Foundation
import SwiftUI
import WidgetKit

// Xcode's Live Activity template, previews included: they compile, are discovered, and stand for one render
// per content state.
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable { var emoji: String }
    var name: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text("Hello \(context.state.emoji)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom \(context.state.emoji)") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text(context.state.emoji) }
        }
    }
}

extension DeliveryAttributes {
    fileprivate static var preview: DeliveryAttributes { DeliveryAttributes(name: "World") }
}

extension DeliveryAttributes.ContentState {
    fileprivate static var smiley: DeliveryAttributes.ContentState { DeliveryAttributes.ContentState(emoji: "😀") }
    fileprivate static var starEyes: DeliveryAttributes.ContentState { DeliveryAttributes.ContentState(emoji: "🤩") }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.smiley
    DeliveryAttributes.ContentState.starEyes
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.smiley
}
