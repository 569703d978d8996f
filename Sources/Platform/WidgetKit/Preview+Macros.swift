// WidgetKit's `#Preview` macros for widgets, with Apple's signatures: a timeline given inline, or the
// timeline of a provider (static, app intent or SiriKit intent configuration). Declared in the Linux-only
// WidgetKit module (swift-syntax stays out of the core library and the CLI); the expansion
// (WidgetPreviewMacros) registers a WidgetPreviews.Preview that PreviewDiscovery finds.
import WidgetApp
import WidgetPreviews
import Widgets

/// A preview of a widget with a timeline: WidgetKit's `#Preview(_:as:widget:timeline:)`.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     MyWidget()
/// } timeline: {
///     SimpleEntry(date: .now, emoji: "😀")
///     SimpleEntry(date: .now, emoji: "🤩")
/// }
/// ```
/// The entries must be of the type the widget draws; as in Xcode, that is checked when the preview
/// renders (the parameter is `[any TimelineEntry]`), with an error naming the preview's line.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// A preview of a widget with a static configuration through a provider's timeline:
/// WidgetKit's `#Preview(_:as:widget:timelineProvider:)`.
///
/// ```swift
/// #Preview(as: .accessoryRectangular, widget: { MyWidget() }, timelineProvider: { Provider() })
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                            widget: @escaping () -> W,
                                                            timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// A preview of an app-intent-configured widget through a provider's timeline:
/// WidgetKit's `#Preview(_:as:using:widget:timelineProvider:)`.
///
/// ```swift
/// #Preview(as: .systemSmall, using: ConfigurationAppIntent.smiley, widget: { MyWidget() },
///          timelineProvider: { Provider() })
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                     using intent: Provider.Intent,
                                                                     widget: @escaping () -> W,
                                                                     timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// A preview of a SiriKit-intent-configured widget through a provider's timeline:
/// WidgetKit's `#Preview(_:as:using:widget:timelineProvider:)`.
///
/// ```swift
/// #Preview(as: .systemMedium, using: SelectCityIntent(), widget: { CityWidget() },
///          timelineProvider: { CityProvider() })
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                  using intent: Provider.Intent,
                                                                  widget: @escaping () -> W,
                                                                  timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
