import Views

/// How a `ProgressView` looks (SwiftUI's `ProgressViewStyle`): `.linear`, `.circular`, `.automatic`,
/// or your own.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
public protocol ProgressViewStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress and labels.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The progress view drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased progress view style, as the environment stores it.
struct AnyProgressViewStyle: Sendable {
    let makeBody: @Sendable (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: download.fraction).progressViewStyle(.linear).tint(.green)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        ProgressViewStyleModifier(content: self, style: AnyProgressViewStyle(style))
    }
}

/// Installs a progress view style for its content.
struct ProgressViewStyleModifier<Content: View>: View {
    let content: Content
    let style: AnyProgressViewStyle

    var body: some View {
        content.environment(\.progressViewStyle, style)
    }
}
