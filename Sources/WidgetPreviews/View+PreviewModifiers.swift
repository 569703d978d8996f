import Views

extension View {
    /// Where Xcode previews this view (accepted; inert: previews are not collected yet).
    ///
    /// ```swift
    /// HabitWidgetView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemMedium))
    /// ```
    public func previewContext<Context: PreviewContext>(_ context: Context) -> some View { self }

    /// The preview's name in Xcode (accepted; inert).
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The preview's size (accepted; inert).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The preview's device (accepted; inert).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
