import Views

extension TimelineProviderContext {
    /// The values some environment properties may take where the widget appears (WidgetKit renders the
    /// widget once per variant, e.g. light and dark): `TimelineProviderContext.EnvironmentVariants`.
    ///
    /// ```swift
    /// context.environmentVariants[\.colorScheme]   // [.light, .dark]
    /// context.environmentVariants.displayScale     // [3.0]
    /// ```
    /// WidgetHost records `colorScheme`, `displayScale`, `widgetFamily` and `widgetRenderingMode`
    /// (the rendering modes the family is shown in); any other key path answers nil.
    @dynamicMemberLookup
    public struct EnvironmentVariants {
        private var variants: [(keyPath: AnyKeyPath, values: [Any])]

        /// No variants.
        public init() { variants = [] }

        /// Records the values `keyPath` may take.
        public mutating func set<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>, _ values: [T]) {
            variants.removeAll { $0.keyPath == keyPath }
            variants.append((keyPath, values))
        }

        /// The values `keyPath` may take, nil when none are recorded.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            variants.first { $0.keyPath == keyPath }?.values.compactMap { $0 as? T }
        }

        /// The values the environment property may take, nil when none are recorded.
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            self[keyPath]
        }
    }
}
