extension View {
    /// Sets an environment value for this view and the views below.
    ///
    /// ```swift
    /// WeatherView().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentModifier { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and the views below.
    ///
    /// ```swift
    /// Text("Hi").transformEnvironment(\.font) { $0 = ($0 ?? .body).bold() }
    /// ```
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        environmentModifier { transform(&$0[keyPath: keyPath]) }
    }
}

extension View {
    /// Sets the colour scheme of this view and the views below (SwiftUI's deprecated `colorScheme(_:)`,
    /// the same as `environment(\.colorScheme, scheme)`).
    ///
    /// ```swift
    /// Badge().colorScheme(.dark)
    /// ```
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// The colour scheme a presentation prefers (SwiftUI's `preferredColorScheme(_:)`). It applies to the
    /// nearest enclosing presentation (a window, a sheet); a widget is none, so it draws nothing different:
    /// the system's scheme (the render's `--scheme`) is the one used. Accepted and inert.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
}
