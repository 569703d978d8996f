import Widgets

/// One widget as a bundle declares it: its kind, names, families and container options, and (for
/// timeline widgets) its provider and content. What `WidgetHost.declarations(in:)` lists.
///
/// ```swift
/// for widget in WidgetHost.declarations(in: HabitWidgetBundle()) {
///     print(widget.kind, widget.supportedFamilies)
/// }
/// ```
public struct WidgetDeclaration {
    /// Which configuration declared the widget.
    public enum Configuration: String, Hashable, Sendable, CustomStringConvertible {
        /// `StaticConfiguration`.
        case staticConfiguration = "StaticConfiguration"
        /// `AppIntentConfiguration`.
        case appIntentConfiguration = "AppIntentConfiguration"
        /// `IntentConfiguration` (SiriKit).
        case intentConfiguration = "IntentConfiguration"
        /// `ActivityConfiguration` (a Live Activity, drawn by `WidgetHost.renderActivity`).
        case activityConfiguration = "ActivityConfiguration"
        /// A `ControlWidget`'s `StaticControlConfiguration` (drawn by WidgetHost's `renderControl`).
        case controlConfiguration = "StaticControlConfiguration"
        /// A `ControlWidget`'s `AppIntentControlConfiguration` (drawn with its intent's defaults).
        case appIntentControlConfiguration = "AppIntentControlConfiguration"

        /// The configuration's type name.
        public var description: String { rawValue }
    }

    /// The families a widget supports when `supportedFamilies` is not called: the Home Screen
    /// families, as on iOS (accessory families must be asked for).
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    /// The widget's kind string (for an activity, its attributes type; for a control, its kind).
    public var kind: String
    /// The configuration that declared it.
    public var configuration: Configuration
    /// `configurationDisplayName`, when given as a string or key.
    public var displayName: String?
    /// `description`, when given as a string or key.
    public var description: String?
    /// `supportedFamilies`, else ``defaultFamilies``.
    public var supportedFamilies: [WidgetFamily]
    /// True after `contentMarginsDisabled()`.
    public var isContentMarginsDisabled: Bool
    /// False after `containerBackgroundRemovable(false)`.
    public var isContainerBackgroundRemovable: Bool
    /// `disfavoredLocations(_:for:)`, in call order (recorded; WidgetKit uses it to hide the widget).
    public var disfavoredLocations: [(locations: [WidgetLocation], families: [WidgetFamily])]
    /// True after `promptsForUserConfiguration()` (recorded).
    public var promptsForUserConfiguration: Bool
    /// A Live Activity's `supplementalActivityFamilies(_:)`: `[.small]` asks the watch Smart Stack to draw its
    /// `content` view in `ActivityFamily.small` rather than its compact views.
    public var supplementalActivityFamilies: [ActivityFamily]
    /// The provider and content; nil for activities and controls.
    package var timeline: WidgetTimelineSource?
    /// A Live Activity's views; nil for widgets and controls.
    package var activity: ActivitySource?
    /// A control's template source; nil for widgets and activities.
    package var control: ControlTemplateSource?

    init(kind: String, configuration: Configuration, timeline: WidgetTimelineSource?) {
        self.kind = kind
        self.configuration = configuration
        self.displayName = nil
        self.description = nil
        self.supportedFamilies = Self.defaultFamilies
        self.isContentMarginsDisabled = false
        self.isContainerBackgroundRemovable = true
        self.disfavoredLocations = []
        self.promptsForUserConfiguration = false
        self.supplementalActivityFamilies = []
        self.timeline = timeline
        self.control = nil
    }

    /// True for widgets WidgetHost can render with `render` (timeline widgets; controls render with
    /// `renderControl`, ``isControl``).
    public var isRenderable: Bool { timeline != nil }

    /// True for a control (a `ControlWidget`'s declaration).
    public var isControl: Bool { control != nil }

    /// The name of the provider's entry type (`HabitEntry`), nil for activities and controls.
    public var entryTypeName: String? { timeline?.entryTypeName }
}

extension WidgetDeclaration {
    /// The first renderable declaration of `widget`: what a host renders for it.
    public static func declaration<W: Widget>(of widget: W) throws(WidgetHostError) -> WidgetDeclaration {
        guard let first = W._declarations(of: widget).first(where: \.isRenderable) else {
            throw .noWidget(type: "\(W.self)")
        }
        return first
    }
}
