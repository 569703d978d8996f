import Widgets
import WidgetIntents

/// The app's handle on its widgets: WidgetKit's `WidgetCenter`. There is no Home Screen on Linux, so
/// reloads do nothing and no widget is installed (docs/widgetkit-api.md).
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "MyAppWidget")   // inert
/// ```
public final class WidgetCenter: Sendable {
    /// The shared center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Would ask the widgets of `kind` for new timelines; does nothing here.
    public func reloadTimelines(ofKind kind: String) {}

    /// Would ask every widget for a new timeline; does nothing here.
    public func reloadAllTimelines() {}

    /// Would refresh the configuration recommendations; does nothing here.
    public func invalidateConfigurationRecommendations() {}

    /// The installed widgets: none here. Calls `completion` at once with an empty list.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The installed widgets: none here.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}
