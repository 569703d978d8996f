/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`): only `.widget` here.
///
/// ```swift
/// Text("Hi").containerBackground(.blue.gradient, for: .widget)
/// ```
public struct ContainerBackgroundPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The background of a widget: it fills the whole widget, behind the content margins (WIDGETKIT.md §2.5, §3).
    public static let widget = ContainerBackgroundPlacement(name: "widget")

    public var description: String { name }
}
