/// Builds a bundle's `body` from the widgets listed in it: WidgetKit's `WidgetBundleBuilder`.
///
/// ```swift
/// var body: some Widget {
///     MyAppWidget()
///     EmojiWidget()
///     if #available(iOS 18.0, *) { TimerControl() }
/// }
/// ```
/// Widgets, Live Activities (`ActivityConfiguration` widgets) and controls (`ControlWidget`) may be
/// listed, with `if`, `if #available`, `if … else` and `for`.
@resultBuilder
public enum WidgetBundleBuilder {
    /// A widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> WidgetGroup {
        WidgetGroup(W._declarations(of: widget))
    }

    /// A control (iOS 18).
    public static func buildExpression<C: ControlWidget>(_ control: C) -> WidgetGroup {
        WidgetGroup(C.Body._controlDeclarations(of: control.body))
    }

    /// No widgets.
    public static func buildBlock() -> WidgetGroup { WidgetGroup() }

    /// The widgets in order.
    public static func buildBlock(_ parts: WidgetGroup...) -> WidgetGroup {
        WidgetGroup(parts.flatMap(\.declarations))
    }

    /// Widgets passed directly, as some bundles call it (`WidgetBundleBuilder.buildBlock(A(), B())`, the way
    /// to list more widgets than one block allows before Swift had parameter packs).
    @_disfavoredOverload
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> WidgetGroup {
        var declarations: [WidgetDeclaration] = []
        for widget in repeat each widgets {
            declarations += buildExpression(widget).declarations
        }
        return WidgetGroup(declarations)
    }

    /// `if` without `else`.
    public static func buildOptional(_ part: WidgetGroup?) -> WidgetGroup { part ?? WidgetGroup() }

    /// The `if` branch.
    public static func buildEither(first: WidgetGroup) -> WidgetGroup { first }

    /// The `else` branch.
    public static func buildEither(second: WidgetGroup) -> WidgetGroup { second }

    /// `if #available`.
    public static func buildLimitedAvailability(_ part: WidgetGroup) -> WidgetGroup { part }

    /// `for`.
    public static func buildArray(_ parts: [WidgetGroup]) -> WidgetGroup {
        WidgetGroup(parts.flatMap(\.declarations))
    }
}
