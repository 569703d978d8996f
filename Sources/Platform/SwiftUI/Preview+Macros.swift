// SwiftUI's `#Preview` macros for views, with Apple's signatures (Preview(_:body:), Preview(_:traits:_:body:)).
// Declared here, in the Linux-only SwiftUI module, so swift-syntax is built only for code that imports
// SwiftUI: the core library and the CLI never see it. The expansion (WidgetPreviewMacros) registers a
// WidgetPreviews.Preview that PreviewDiscovery finds.
import Views
import WidgetPreviews

/// A preview of a view: SwiftUI's `#Preview(_:body:)`.
///
/// ```swift
/// #Preview("Row") {
///     HabitRow(habit: .sample)
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// A preview of a view with traits: SwiftUI's `#Preview(_:traits:_:body:)`. `.sizeThatFitsLayout` and
/// `.fixedLayout(width:height:)` size the render; orientations are accepted and inert.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     StreakBadge(days: 12)
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<WidgetPreviews.Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<WidgetPreviews.Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
