import PortableFoundation

private struct RenderDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    /// The moment the render stands for: "now" for `.relative`, `.offset` and `.timer` text. The
    /// widget layer sets it to the timeline entry's date; nil makes those styles read zero.
    public var renderDate: Date? {
        get { self[RenderDateKey.self] }
        set { self[RenderDateKey.self] = newValue }
    }
}
