// `widgetLabel` [doc A-widgetLabel(_:), A-widgetLabel(label:): "Creates a label for displaying additional
// content outside an accessory family widget's main SwiftUI view … The system only displays labels on
// widget-based complications in watchOS. The system ignores any labels attached to widgets on the Lock
// Screen on iPhone"; on watchOS "the system also sets the label's size, placement, and style based on the
// clock face. For example, setting the font and rendering the text along a curve"]. So a label never
// draws inside the widget's own canvas, which is all this renderer draws: on iPhone families it is
// ignored, as iOS does; on watchOS the face draws it around the complication, outside the canvas. The
// modifier is accepted and draws nothing, and `showsWidgetLabel` is false, so widgets take the branch
// they use when no label is shown (docs/widgets.md).

import Views

extension View {
    /// A label WidgetKit shows outside an accessory widget's main view (watchOS complications only).
    /// Accepted; nothing is drawn inside the widget's canvas.
    ///
    /// ```swift
    /// Gauge(value: 0.62) { Image(systemName: "drop.fill") }
    ///     .gaugeStyle(.accessoryCircularCapacity)
    ///     .widgetLabel("Water")
    /// ```
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> Self { self }

    /// A text label shown outside an accessory widget's main view (accepted; drawn outside the canvas).
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> Self { self }

    /// A label view shown outside an accessory widget's main view (accepted; drawn outside the canvas).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> Self { self }

    /// A label view shown outside an accessory widget's main view (accepted; drawn outside the canvas).
    public func widgetLabel<Label: View>(label: Label) -> Self { self }
}
