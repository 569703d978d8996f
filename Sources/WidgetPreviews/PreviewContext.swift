/// Where a preview is shown, for `previewContext(_:)`: SwiftUI's `PreviewContext` (WidgetKit's
/// `WidgetPreviewContext` is one).
public protocol PreviewContext {}
