import Views

/// The size class of controls (SwiftUI's `ControlSize`): buttons and switches grow from `.mini` to
/// `.extraLarge` (the sizes are in ``ButtonMetrics`` and ``ToggleMetrics``).
///
/// ```swift
/// Button("Log") { }.buttonStyle(.borderedProminent).controlSize(.small)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Compact controls.
    case small
    /// The default.
    case regular
    /// Prominent controls.
    case large
    /// The largest controls (iOS 17).
    case extraLarge
}

extension View {
    /// Sets the size of the controls in this view.
    ///
    /// ```swift
    /// HStack { Button("−") { }; Button("+") { } }.controlSize(.mini)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
