import Graphics
import Layout

extension View {
    /// Adds space around the view on `edges`; `nil` uses the default, 16 pt (LAYOUT.md §7).
    ///
    /// ```swift
    /// VStack { … }.padding()
    /// Text("Hi").padding(.horizontal, 8)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let insets = EdgeInsets(edges, length)
        return layoutModifier(.padding(insets), name: PaddingName.describe(insets))
    }

    /// Adds `length` points on every edge.
    ///
    /// ```swift
    /// Image(systemName: "star").padding(6)
    /// ```
    public func padding(_ length: Double) -> some View {
        let insets = EdgeInsets(length)
        return layoutModifier(.padding(insets), name: PaddingName.describe(insets))
    }

    /// Adds the given insets.
    ///
    /// ```swift
    /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    /// ```
    public func padding(_ insets: EdgeInsets) -> some View {
        layoutModifier(.padding(insets), name: PaddingName.describe(insets))
    }
}

enum PaddingName {
    /// `padding(16)` for even insets, else the non-zero edges.
    static func describe(_ insets: EdgeInsets) -> String {
        if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
            return "padding(\(formatNumber(insets.top)))"
        }
        let parts = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                     ("trailing", insets.trailing)]
            .filter { $0.1 != 0 }
            .map { "\($0.0): \(formatNumber($0.1))" }
        return "padding(\(parts.joined(separator: ", ")))"
    }
}
