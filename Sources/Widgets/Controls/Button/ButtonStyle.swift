import Views

/// A button appearance that draws the label itself (SwiftUI's `ButtonStyle`).
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 12).padding(.vertical, 6)
///             .background(Capsule().fill(.orange))
///     }
/// }
/// Button("Log") { }.buttonStyle(PillStyle())
/// ```
/// A widget is drawn unpressed: `configuration.isPressed` is always false.
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and pressed state.
    typealias Configuration = ButtonStyleConfiguration

    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The type-erased label of a button.
    public struct Label: View {
        let content: AnyView

        /// The label view.
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: always false in a rendered widget.
    public let isPressed: Bool
}
