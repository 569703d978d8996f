import Views

/// What a Live Activity's Lock Screen view declares about its container: `activityBackgroundTint(_:)` and
/// `activitySystemActionForegroundColor(_:)`, read from the view's preferences as `ContainerConfiguration`
/// reads a widget's (the outermost declaration wins).
///
/// ```swift
/// let style = try ActivityStyle.extract(from: lockScreenView)
/// style.backgroundTint   // .cyan after `.activityBackgroundTint(.cyan)`
/// ```
public struct ActivityStyle {
    /// The background colour of the Lock Screen container; nil: the system's material of the colour scheme.
    public var backgroundTint: Color?
    /// The colour of the system's action buttons over the activity (the dismiss button shown while swiping).
    /// Recorded: a still image shows no swipe, so nothing is drawn in it.
    public var systemActionForegroundColor: Color?

    /// A style with the system's defaults.
    public init(backgroundTint: Color? = nil, systemActionForegroundColor: Color? = nil) {
        self.backgroundTint = backgroundTint
        self.systemActionForegroundColor = systemActionForegroundColor
    }

    /// The style a resolved view declared through its preferences.
    public init(preferences: PreferenceValues) {
        self.init(backgroundTint: preferences[ActivityBackgroundTintPreferenceKey.self].first ?? nil,
                  systemActionForegroundColor: preferences[ActivitySystemActionForegroundPreferenceKey.self].first ?? nil)
    }

    /// Resolves `view` once with placeholder services (no text measured, no image decoded, as the widget
    /// configuration pass does) and returns what it declared.
    public static func extract<V: View>(from view: V, environment: EnvironmentValues = EnvironmentValues(),
                                        resolver: ViewResolver = ViewResolver()) throws(ResolveError) -> ActivityStyle {
        try ActivityStyle(preferences: ContainerConfiguration.probe(view, environment: environment,
                                                                    resolver: resolver).body.preferences)
    }
}

/// The `activityBackgroundTint(_:)` declarations, outermost first.
struct ActivityBackgroundTintPreferenceKey: PreferenceKey {
    static var defaultValue: [Color?] { [] }

    static func reduce(value: inout [Color?], nextValue: () -> [Color?]) {
        value.append(contentsOf: nextValue())
    }
}

/// The `activitySystemActionForegroundColor(_:)` declarations, outermost first.
struct ActivitySystemActionForegroundPreferenceKey: PreferenceKey {
    static var defaultValue: [Color?] { [] }

    static func reduce(value: inout [Color?], nextValue: () -> [Color?]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
    /// The background colour of a Live Activity's Lock Screen container (WidgetKit's `activityBackgroundTint`);
    /// nil keeps the system's material.
    ///
    /// ```swift
    /// DeliveryLockScreenView(context: context).activityBackgroundTint(.black.opacity(0.6))
    /// ```
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintPreferenceKey.self, value: [color])
    }

    /// The colour of the system's action buttons over a Live Activity (WidgetKit's
    /// `activitySystemActionForegroundColor`): recorded in ``ActivityStyle``; a still image shows no swipe.
    ///
    /// ```swift
    /// DeliveryLockScreenView(context: context).activitySystemActionForegroundColor(.black)
    /// ```
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        preference(key: ActivitySystemActionForegroundPreferenceKey.self, value: [color])
    }
}
