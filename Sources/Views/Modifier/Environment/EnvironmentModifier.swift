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
