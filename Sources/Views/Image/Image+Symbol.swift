import Graphics

extension Image {
    /// The size of a symbol relative to the text around it (SwiftUI's `Image.Scale`).
    public typealias Scale = SymbolScale

    /// How this symbol colours its layers (SwiftUI's `Image.symbolRenderingMode(_:)`).
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingModeOverride = mode
        return copy
    }
}

extension View {
    /// The size of symbol images below relative to their text.
    ///
    /// ```swift
    /// Label("Rain", systemImage: "cloud.rain").imageScale(.small)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// How symbol images below colour their layers.
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
