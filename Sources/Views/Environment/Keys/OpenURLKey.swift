import PortableFoundation

/// The action that opens a URL (SwiftUI's `OpenURLAction`, `@Environment(\.openURL)`). A rendered
/// widget cannot open anything: calling it does nothing and reports `.discarded`.
public struct OpenURLAction: Sendable {
    /// What happened to the URL.
    public enum Result: Hashable, Sendable {
        /// The URL was opened.
        case handled
        /// The URL was not opened (always, here).
        case discarded
    }

    /// Creates the (inert) action.
    public init() {}

    /// Opens `url`: nothing happens in a render.
    @discardableResult
    public func callAsFunction(_ url: URL) -> Result { .discarded }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction()
}

extension EnvironmentValues {
    /// The URL-opening action (inert in a render).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
