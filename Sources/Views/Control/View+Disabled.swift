extension View {
    /// Disables the controls in this view (SwiftUI's `disabled(_:)`): buttons, toggles and links below
    /// draw in their disabled look. Once disabled, an inner `disabled(false)` cannot enable them again,
    /// as in SwiftUI.
    ///
    /// ```swift
    /// Button("Log") { }.disabled(entry.isLogged)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        environmentModifier { environment in
            if disabled { environment.isEnabled = false }
        }
    }
}
