/// What a button does, which can change how it looks (SwiftUI's `ButtonRole`).
///
/// ```swift
/// Button("Delete", role: .destructive) { }
/// ```
/// Drawn here: `.destructive` tints the button red (system red) instead of the accent colour;
/// `.cancel` looks like a button without a role (it matters in alerts and menus, which widgets lack).
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// Deletes user data or is otherwise destructive.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
