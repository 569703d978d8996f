import Views

/// A button appearance that also decides how the button is triggered (SwiftUI's
/// `PrimitiveButtonStyle`): the built-in `.automatic`, `.bordered`, `.borderedProminent`,
/// `.borderless` and `.plain` are primitive styles.
///
/// ```swift
/// struct OutlinedStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration).padding(4).overlay(Capsule().stroke(.tint))
///     }
/// }
/// ```
/// `Button(configuration)` inside `makeBody` draws the button in the style that was in effect outside
/// this one, as in SwiftUI.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and trigger.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
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
    let action: () -> Void

    /// Performs the button's action. A rendered widget never calls it (nobody taps a PNG); it is here so
    /// that styles written for SwiftUI compile.
    public func trigger() {
        action()
    }
}
