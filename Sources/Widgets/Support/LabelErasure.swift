import Views

/// Type-erases an optional label slot of a control (`Gauge`, `ProgressView`): the view as `AnyView`,
/// or nil when it is `EmptyView`, the type the initialisers without that label fill it with.
func erasedLabel<V: View>(_ view: V) -> AnyView? {
    V.self == EmptyView.self ? nil : AnyView(view)
}
