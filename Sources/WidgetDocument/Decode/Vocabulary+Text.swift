import Graphics
import Views

extension Vocabulary {
    /// Dynamic Type text styles.
    static let textStyles = NameTable("font style", Font.TextStyle.allCases.map { ($0.rawValue, $0) })

    /// Font weights.
    static let weights = NameTable("font weight", Font.Weight.allCases.map { ($0.rawValue, $0) })

    /// Font designs.
    static let designs = NameTable("font design", Font.Design.allCases.map { ($0.rawValue, $0) })

    /// Font leadings.
    static let leadings = NameTable("font leading", Font.Leading.allCases.map { ($0.rawValue, $0) })

    /// Multi-line text alignments.
    static let textAlignments = NameTable("text alignment", TextAlignment.allCases.map { ($0.rawValue, $0) })

    /// Truncation modes.
    static let truncationModes = NameTable("truncation mode", TruncationMode.allCases.map { ($0.rawValue, $0) })

    /// Text cases.
    static let textCases = NameTable<Text.Case>("text case", [("uppercase", .uppercase), ("lowercase", .lowercase)])

    /// Date styles of `Text(date, style:)`.
    static let dateStyles = NameTable<Text.DateStyle>("date style", [
        ("time", .time), ("date", .date), ("relative", .relative), ("offset", .offset), ("timer", .timer),
    ])

    /// Image template rendering modes.
    static let templateModes = NameTable<Image.TemplateRenderingMode>("image rendering mode",
                                                                      [("template", .template), ("original", .original)])

    /// Image interpolation qualities.
    static let interpolations = NameTable<Image.Interpolation>("interpolation", [
        ("none", .none), ("low", .low), ("medium", .medium), ("high", .high),
    ])

    /// How an image joins the accented rendering mode.
    static let accentedRenderingModes = NameTable<WidgetAccentedRenderingMode>("accented rendering mode", [
        ("accented", .accented), ("desaturated", .desaturated), ("accentedDesaturated", .accentedDesaturated),
        ("fullColor", .fullColor),
    ])

    /// Symbol image scales.
    static let imageScales = NameTable("image scale", SymbolScale.allCases.map { ($0.rawValue, $0) })

    /// Symbol rendering modes.
    static let symbolRenderingModes = NameTable("symbol rendering mode",
                                                SymbolRenderingMode.allCases.map { ($0.rawValue, $0) })
}
