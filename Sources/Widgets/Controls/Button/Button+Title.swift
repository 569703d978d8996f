import Views

extension Button where Label == Text {
    /// A button whose label is a localized title.
    ///
    /// ```swift
    /// Button("Log habit") { }
    /// ```
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { Text(titleKey) })
    }

    /// A button whose label is a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { Text(title) })
    }

    /// A button with a role whose label is a localized title.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { }
    /// ```
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(titleKey) })
    }

    /// A button with a role whose label is a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }
}

extension Button where Label == Views.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol.
    ///
    /// ```swift
    /// Button("Log", systemImage: "plus.circle.fill") { }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { Views.Label(titleKey, systemImage: systemImage) })
    }

    /// A button whose label is a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { Views.Label(title, systemImage: systemImage) })
    }

    /// A button with a role whose label is a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Views.Label(titleKey, systemImage: systemImage) })
    }

    /// A button with a role whose label is a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Views.Label(title, systemImage: systemImage) })
    }
}
