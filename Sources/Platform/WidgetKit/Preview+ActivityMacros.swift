// WidgetKit's `#Preview` macro for Live Activities, with Apple's signature (the one Xcode's Live Activity
// template writes). The expansion (WidgetPreviewMacros) registers a WidgetPreviews.Preview; WidgetHosting draws
// one render per content state in the preview's presentation.
import WidgetApp
import WidgetPreviews

/// A preview of a Live Activity: WidgetKit's `#Preview(_:as:using:widget:contentStates:)`.
///
/// ```swift
/// #Preview("Notification", as: .content, using: MyWidgetAttributes.preview) {
///    MyWidgetLiveActivity()
/// } contentStates: {
///     MyWidgetAttributes.ContentState.smiley
///     MyWidgetAttributes.ContentState.starEyes
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
