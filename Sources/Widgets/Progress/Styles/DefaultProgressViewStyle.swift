import Views

/// The progress view style used when none is set: linear for a value, a spinner when indeterminate,
/// as on iOS.
///
/// ```swift
/// ProgressView(value: 0.5).progressViewStyle(.automatic)
/// ```
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
