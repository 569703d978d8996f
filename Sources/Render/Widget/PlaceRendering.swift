// A render of what an extension draws besides its widget families (Widgets' PlaceAppearance: its Live Activity in a
// content state and presentation, its control in a presentation and state), made from the views that draw it
// (PlaceContent) by the one activity and control renderers (ActivityRendering.swift): the gallery draws the scene,
// the legibility check measures it.
import PortableFoundation
import Views
import Widgets

/// The views of an extension's places: its Live Activity's parts in each content state and the environment they are
/// drawn in, its control's template in each state (nil: it has none), and the app's name the watch Smart Stack shows
/// above the compact views.
///
/// ```swift
/// let content = PlaceContent(activityParts: { HabitActivity.parts($0) }, controlContent: { HabitControl.content($0) })
/// ```
public struct PlaceContent: Sendable {
    /// The Live Activity's views in content state `index`; nil: no Live Activity.
    public var activityParts: (@Sendable (_ index: Int) -> ActivityParts)?
    /// The control's template in a state (nil: its current value); nil: no control.
    public var controlContent: (@Sendable (_ state: ControlState?) -> ControlTemplateContent)?
    /// The app's name, shown by the watch's default Smart Stack view; nil: none.
    public var appName: String?
    /// What the caller adds to the Live Activity's environment (a host's activity family keys,
    /// `supportedActivityFamilies`); empty for the built-in examples.
    public var activityEnvironment: EnvironmentValues

    /// The views of the places.
    public init(activityParts: (@Sendable (_ index: Int) -> ActivityParts)? = nil,
                controlContent: (@Sendable (_ state: ControlState?) -> ControlTemplateContent)? = nil,
                appName: String? = nil, activityEnvironment: EnvironmentValues = EnvironmentValues()) {
        self.activityParts = activityParts
        self.controlContent = controlContent
        self.appName = appName
        self.activityEnvironment = activityEnvironment
    }
}

extension RenderPipeline {
    /// The scene of `place` drawn from `content` at `date` (nil: the default date), a control at `controlScale`:
    /// ``activityScene(_:appearance:device:scale:date:appName:environment:)`` on `device` (nil: the presentation's
    /// default, ``defaultActivityDevice(for:)``), or ``controlScene(_:appearance:scale:)``. A place whose views
    /// `content` lacks is refused.
    public func placeScene(_ place: PlaceAppearance, content: PlaceContent, date: Date? = nil,
                           device: WidgetDevice? = nil, controlScale: Double = 3) throws(RenderError) -> RenderScene {
        switch place {
        case .activity(let appearance, let state, _):
            guard let parts = content.activityParts else {
                throw RenderError(.scene, .invalidGeometry("\(place.fileStem): there is no Live Activity to draw"))
            }
            return try activityScene(parts(state), appearance: appearance, device: device, date: date,
                                     appName: content.appName, environment: content.activityEnvironment)
        case .control(let appearance):
            guard let control = content.controlContent else {
                throw RenderError(.scene, .invalidGeometry("\(place.fileStem): there is no control to draw"))
            }
            return try controlScene(control(appearance.state), appearance: appearance, scale: controlScale)
        }
    }
}
