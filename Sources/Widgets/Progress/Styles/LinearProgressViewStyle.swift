import Views

/// A bar filling from the leading edge, the label above and the current value below (SwiftUI's
/// `.linear`, WIDGETKIT.md §4.2).
///
/// ```swift
/// ProgressView(value: 0.3) { Text("Upload") }.progressViewStyle(.linear)
/// ```
/// Geometry (our choices [C]): a 4 pt capsule as wide as proposed; track in systemFill (`.fill`:
/// light (120,120,128,0.20), dark (120,120,128,0.36)); fill in the tint (the accent blue by default;
/// gradients allowed). Indeterminate progress shows the empty track (a snapshot has no animation).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: ProgressMetrics.labelSpacing) {
            configuration.label
            LinearBar(fraction: configuration.fractionCompleted ?? 0, height: ProgressMetrics.linearHeight,
                      track: AnyShapeStyle(.fill), fill: AnyShapeStyle(.tint))
            configuration.currentValueLabel
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
