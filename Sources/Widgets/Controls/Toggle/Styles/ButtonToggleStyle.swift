import Views

/// A toggle drawn as a button (SwiftUI's `ButtonToggleStyle`, `.button`) whose fill shows the state:
/// on, the label in white on the accent (as `.borderedProminent`); off, the label in the accent on a
/// light tint of it (as `.bordered`). Sizes follow `controlSize`, the outline `buttonBorderShape`.
///
/// ```swift
/// Toggle(isOn: .constant(task.isDone)) { Image(systemName: "checkmark") }.toggleStyle(.button)
/// ```
/// Our choice [C]: iOS draws an off button toggle with a lighter background than an on one; Apple
/// publishes neither colour.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The toggle drawn as a button.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(
            configuration: PrimitiveButtonStyleConfiguration(
                role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(configuration.label)),
                action: {}),
            appearance: configuration.isOn ? .prominent : .bordered)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button whose fill shows the state.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
