// A declared Live Activity's and control's views as Render's PlaceContent, for the legibility check of their renders
// (LegibilityCheck.check(places:…), docs/legibility.md): made by the steps the host draws them with (activityViews
// and activityParts, WidgetHost+Activity.swift; controlSource and content(of:state:), WidgetHost+Controls.swift), so
// what is measured is what is drawn. `previews --check` and the snapshot library's assertActivityLegible and
// assertControlLegible check through them.
import Render
import WidgetApp
import Widgets

extension WidgetHost {
    /// The declared activity's views for `attributes` and `state` as the legibility check takes them: the parts and
    /// environment ``renderActivity(_:attributes:state:options:)`` draws (the same in whichever content state a place
    /// names: one state is given), and the app's name the watch's default Smart Stack view shows.
    ///
    /// ```swift
    /// let content = try WidgetHost.placeContent(ofActivity: declaration, attributes: attributes, state: state)
    /// let report = try LegibilityCheck(renderer: host.renderer).check(places: places, content: content,
    ///                                                                 resources: host.resources)
    /// ```
    public static func placeContent(ofActivity declaration: WidgetDeclaration, attributes: Any, state: Any,
                                    isStale: Bool = false, appName: String? = nil) throws(WidgetHostError) -> PlaceContent {
        let views = try activityViews(of: declaration, attributes: attributes, state: state, isStale: isStale)
        let drawn = activityParts(views, isSmallDeclared: declaration.supplementalActivityFamilies.contains(.small))
        let parts = HandedViews(value: drawn.parts)
        return PlaceContent(activityParts: { _ in parts.value }, appName: appName,
                            activityEnvironment: drawn.environment)
    }

    /// The declared control's templates as the legibility check takes them: in each state a place names, the
    /// template ``renderControl(_:appearance:scale:)`` draws (a button's, or nil: the provider's `previewValue`).
    public static func placeContent(ofControl declaration: WidgetDeclaration) throws(WidgetHostError) -> PlaceContent {
        let source = HandedViews(value: try controlSource(of: declaration))
        return PlaceContent(controlContent: { state in Self.content(of: source.value, state: state) })
    }
}

/// Views and a control's template source handed to PlaceContent's Sendable closures. Unchecked for the reason
/// PreviewRender is: they only build values (as SwiftUI requires of `body`), and nothing is mutated after they are
/// made.
struct HandedViews<Value>: @unchecked Sendable {
    let value: Value
}
