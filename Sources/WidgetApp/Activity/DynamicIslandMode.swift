import Foundation
import Graphics
import Layout
import Views

/// A presentation of the Dynamic Island, for `contentMargins(_:_:for:)`: WidgetKit's `DynamicIslandMode`.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String

    /// The compact leading and trailing presentation.
    public static let compact = DynamicIslandMode(name: "compact")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
}
