import Layout
import Views

extension View {
    /// Sets the widget's container background to a shape style: it fills the whole widget behind the
    /// content margins, and the system removes it where widgets have no background (Lock Screen,
    /// StandBy, accented Home Screen; WIDGETKIT.md §3, S9).
    ///
    /// ```swift
    /// VStack { Text("Steps"); Text("8 012").font(.title) }
    ///     .containerBackground(.fill.tertiary, for: .widget)
    /// ```
    /// The first declaration in the tree wins; without one the renderer draws `.fill.tertiary` over
    /// systemBackground (§3, our choice [C]).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement)
        -> some View
    {
        ContainerBackgroundModifier(content: self, background: .style(AnyShapeStyle(style)))
    }

    /// Sets the widget's container background to a view laid out at the widget's full size.
    ///
    /// ```swift
    /// WeatherView()
    ///     .containerBackground(for: .widget) {
    ///         LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)
    ///     }
    /// ```
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement,
                                             alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return ContainerBackgroundModifier(content: self, background: .view(AnyView(background), alignment: alignment),
                                           isAccessoryWidgetBackground: background is AccessoryWidgetBackground)
    }
}

/// Declares the container background as a preference of the widget body; draws nothing itself (the
/// renderer draws the background under the whole widget, see ``WidgetContainer``).
struct ContainerBackgroundModifier<Content: View>: View {
    let content: Content
    let background: ContainerBackground.Content
    var isAccessoryWidgetBackground = false

    var body: some View {
        let declared = ContainerBackground(content: background, environment: EnvironmentValues.current,
                                           isAccessoryWidgetBackground: isAccessoryWidgetBackground)
        content.preference(key: ContainerBackgroundPreferenceKey.self, value: [declared])
    }
}
