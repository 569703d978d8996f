import Views
import Widgets

/// A declared Live Activity's views for given attributes and content state: what `ActivityConfiguration` keeps
/// so a host can draw it (the `content` closure for the Lock Screen, `dynamicIsland` for the island).
package struct ActivitySource {
    /// The attributes' type name (`TripAttributes`).
    package var attributesTypeName: String
    /// The content state's type name (`TripAttributes.ContentState`).
    package var stateTypeName: String
    /// The views for attributes and a state of the declared types; nil when either is of another type.
    package var views: (_ attributes: Any, _ state: Any, _ isStale: Bool) -> ActivityViews?
}

/// The views of one Live Activity context.
package struct ActivityViews {
    /// The Lock Screen view.
    package var lockScreen: AnyView
    /// The Dynamic Island's views.
    package var island: IslandViews
}

extension WidgetDeclaration {
    /// The first Live Activity `widget` declares.
    public static func activityDeclaration<W: Widget>(of widget: W) throws(WidgetHostError) -> WidgetDeclaration {
        guard let first = W._declarations(of: widget).first(where: { $0.activity != nil }) else {
            throw .noWidget(type: "\(W.self)")
        }
        return first
    }

    /// True for a Live Activity (`ActivityConfiguration`), drawn by `WidgetHost.renderActivity`.
    public var isActivity: Bool { activity != nil }
}
