import Graphics
import Layout

extension View {
    /// A frame of fixed width and/or height; the view is aligned inside it (LAYOUT.md §5).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 4).frame(height: 24)
    /// Circle().frame(width: 60, height: 60)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        var parts: [String] = []
        if let width { parts.append("width: \(formatNumber(width))") }
        if let height { parts.append("height: \(formatNumber(height))") }
        if alignment != .center { parts.append("alignment: \(alignment)") }
        return layoutModifier(.frame(width: width, height: height, alignment: alignment),
                              name: "frame(\(parts.joined(separator: ", ")))")
    }

    /// A flexible frame with minimum, ideal and maximum sizes (LAYOUT.md §6).
    ///
    /// ```swift
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        let values: [(String, Double?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var parts = values.compactMap { label, value in value.map { "\(label): \(formatNumber($0))" } }
        if alignment != .center { parts.append("alignment: \(alignment)") }
        let frame = FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment)
        return layoutModifier(.flexibleFrame(frame), name: "frame(\(parts.joined(separator: ", ")))")
    }
}
