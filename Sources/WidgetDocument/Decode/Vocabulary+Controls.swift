import Views
import Widgets

extension Vocabulary {
    /// Button roles.
    static let buttonRoles = NameTable<ButtonRole>("button role", [("cancel", .cancel), ("destructive", .destructive)])

    /// Control sizes.
    static let controlSizes = NameTable<ControlSize>("control size", [
        ("mini", .mini), ("small", .small), ("regular", .regular), ("large", .large), ("extraLarge", .extraLarge),
    ])

    /// Button styles, as modifiers.
    static let buttonStyles = NameTable<@Sendable (AnyView) -> AnyView>("button style", [
        ("automatic", { AnyView($0.buttonStyle(.automatic)) }),
        ("bordered", { AnyView($0.buttonStyle(.bordered)) }),
        ("borderedProminent", { AnyView($0.buttonStyle(.borderedProminent)) }),
        ("borderless", { AnyView($0.buttonStyle(.borderless)) }),
        ("plain", { AnyView($0.buttonStyle(.plain)) }),
    ])

    /// Toggle styles, as modifiers.
    static let toggleStyles = NameTable<@Sendable (AnyView) -> AnyView>("toggle style", [
        ("automatic", { AnyView($0.toggleStyle(.automatic)) }),
        ("switch", { AnyView($0.toggleStyle(.switch)) }),
        ("button", { AnyView($0.toggleStyle(.button)) }),
    ])

    /// Button border shapes without arguments (`{"roundedRectangle": radius}` is the other form).
    static let buttonBorderShapes = NameTable<ButtonBorderShape>("button border shape", [
        ("automatic", .automatic), ("capsule", .capsule), ("roundedRectangle", .roundedRectangle), ("circle", .circle),
    ])
}
