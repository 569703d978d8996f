import Views

/// A toggle drawn as a button (SwiftUI's `ButtonToggleStyle`, `.button`) whose fill shows the state.
/// Apple documents that "the button indicates the on state by filling in the background with its tint
/// color" [D]: on, the label in white on the accent (as `.borderedProminent`); off, the label in the
/// accent with no fill, in the same frame. Sizes follow `controlSize`, the outline `buttonBorderShape`.
///
/// ```swift
/// Toggle(isOn: .constant(task.isDone)) { Image(systemName: "checkmark") }.toggleStyle(.button)
/// ```
/// Our choice [C]: the white label on the on fill (Apple names only the fill).
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The toggle drawn as a button.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(
            configuration: PrimitiveButtonStyleConfiguration(
                role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(configuration.label)),
                action: {}),
            appearance: configuration.isOn ? .prominent : .unfilled)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button whose fill shows the state.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
