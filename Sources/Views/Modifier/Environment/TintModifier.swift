extension View {
    /// The tint of views below: what the `.tint` style (and controls) resolve to.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("CPU") }.tint(.green)
    /// ```
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentModifier { environment in
            environment.tint = tint.map { AnyShapeStyle(BoundForegroundStyle(style: AnyShapeStyle($0),
                                                                              outer: environment.foregroundStyle)) }
        }
    }

    /// The tint colour of views below.
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> some View {
        environmentModifier { $0.tint = tint.map { AnyShapeStyle($0) } }
    }
}
