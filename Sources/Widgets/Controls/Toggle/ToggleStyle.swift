import Views

/// How a `Toggle` looks (SwiftUI's `ToggleStyle`): the built-in `.automatic`, `.switch` and `.button`,
/// or your own.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Label { configuration.label } icon: {
///             Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///         }
///     }
/// }
/// Toggle("Water plants", isOn: .constant(true)).toggleStyle(CheckboxStyle())
/// ```
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The type-erased label of a toggle.
    public struct Label: View {
        let content: AnyView

        /// The label view.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ: always false here (the
    /// `sources:` initialisers are not supported).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
        self.isMixed = false
    }
}

/// A type-erased toggle style as the environment stores it, with the style in effect outside it.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    private let outer: [AnyToggleStyle]

    /// The default style, `.automatic`.
    static var automatic: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle(), outer: nil) }

    init<S: ToggleStyle>(_ style: S, outer: AnyToggleStyle?) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        self.outer = outer.map { [$0] } ?? []
    }

    /// The style that was in effect where this one was installed (`.automatic` at the root).
    var outerStyle: AnyToggleStyle { outer.first ?? .automatic }
}

extension View {
    /// Sets the style of the toggles in this view.
    ///
    /// ```swift
    /// Toggle(isOn: .constant(task.isDone)) { Text(task.title) }.toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        ToggleStyleModifier(content: self, makeStyle: { AnyToggleStyle(style, outer: $0) })
    }
}

/// Installs a toggle style over the one in effect.
struct ToggleStyleModifier<Content: View>: View {
    let content: Content
    let makeStyle: (AnyToggleStyle) -> AnyToggleStyle

    var body: some View {
        content.environment(\.toggleStyle, makeStyle(EnvironmentValues.current.toggleStyle))
    }
}
