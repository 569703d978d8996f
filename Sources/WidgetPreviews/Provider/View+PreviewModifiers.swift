import Views
import Widgets

extension View {
    /// Previews this view in a context: with `WidgetPreviewContext(family:)`, as a widget of that family.
    ///
    /// ```swift
    /// HabitWidgetView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemMedium))
    /// ```
    /// The call's position (`fileID`, `line`, `column`, filled in by the compiler) locates the preview.
    public func previewContext<Context: PreviewContext>(_ context: Context, fileID: String = #fileID,
                                                        line: Int = #line, column: Int = #column) -> some View {
        PreviewModifiedView(content: self, modifier: .context(context.previewFamily),
                            location: PreviewSourceLocation(fileID: fileID, line: line, column: column))
    }

    /// The preview's name (lists, file names, snapshot names).
    ///
    /// ```swift
    /// HabitWidgetView(entry: .sample).previewDisplayName("Lock Screen")
    /// ```
    public func previewDisplayName(_ value: String?, fileID: String = #fileID, line: Int = #line,
                                   column: Int = #column) -> some View {
        PreviewModifiedView(content: self, modifier: .displayName(value),
                            location: PreviewSourceLocation(fileID: fileID, line: line, column: column))
    }

    /// The preview's size: `.sizeThatFits`, `.fixed(width:height:)`; `.device` is the view's own size
    /// here (there is no device screen around a view preview on Linux).
    ///
    /// ```swift
    /// StreakBadge(days: 12).previewLayout(.fixed(width: 120, height: 60))
    /// ```
    public func previewLayout(_ value: PreviewLayout, fileID: String = #fileID, line: Int = #line,
                              column: Int = #column) -> some View {
        PreviewModifiedView(content: self, modifier: .layout(value),
                            location: PreviewSourceLocation(fileID: fileID, line: line, column: column))
    }

    /// The preview's device: a name that matches one of our device rows (`"iPhone 15 Pro"`,
    /// `"iphone-393x852"`) renders a widget preview on it; other names are accepted and ignored.
    ///
    /// ```swift
    /// HabitWidgetView(entry: .sample).previewDevice("iPhone SE (3rd generation)")
    /// ```
    public func previewDevice(_ value: PreviewDevice?, fileID: String = #fileID, line: Int = #line,
                              column: Int = #column) -> some View {
        PreviewModifiedView(content: self, modifier: .device(value),
                            location: PreviewSourceLocation(fileID: fileID, line: line, column: column))
    }
}

/// A view carrying one preview setting; drawn as its content.
struct PreviewModifiedView<Content: View>: View {
    /// The setting.
    enum Modifier {
        case context(WidgetFamily?)
        case displayName(String?)
        case layout(PreviewLayout)
        case device(PreviewDevice?)
    }

    var content: Content
    var modifier: Modifier
    var location: PreviewSourceLocation

    var body: Content { content }
}
