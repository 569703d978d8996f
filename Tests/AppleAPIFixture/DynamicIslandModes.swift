// Every DynamicIslandMode Apple declares, as `contentMargins(_:_:for:)` takes them (Meshtastic's Live Activity
// sets margins for each).
import SwiftUI
import WidgetKit

/// `island` with a margin for each of Apple's four modes.
func marginsForEveryMode(_ island: DynamicIsland) -> DynamicIsland {
    island
        .contentMargins(.leading, 16, for: .expanded)
        .contentMargins(.all, 6, for: .compactLeading)
        .contentMargins(.all, 6, for: .compactTrailing)
        .contentMargins(.all, 6, for: .minimal)
}
