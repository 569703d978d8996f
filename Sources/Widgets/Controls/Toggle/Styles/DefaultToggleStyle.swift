import Views

/// The default toggle style (SwiftUI's `DefaultToggleStyle`, `.automatic`): on iOS, and so in a
/// widget, the switch (``SwitchToggleStyle``) [D: SwiftUI documents `.automatic` as the platform's
/// default, which on iOS is the switch].
///
/// ```swift
/// Toggle("Alarm", isOn: .constant(false))   // a switch
/// ```
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The toggle drawn as a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: the switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
