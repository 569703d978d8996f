/// The SF Symbols names WidgetRender can draw, each mapped to a stand-in from a bundled icon font.
///
/// A pure data table (one file per `SymbolCategory`); Typography's `SymbolOutlines` turns an entry into a
/// path sized for the surrounding text. Fonts and choices: Fonts/README.md, "Symbol fonts".
///
/// ```swift
/// SymbolCatalog.entry(named: "heart.fill")?.multicolor?.primary   // SymbolPalette.red
/// SymbolCatalog.entry(named: "sun.max.fil")                        // nil
/// SymbolCatalog.nearestName(to: "sun.max.fil")                     // "sun.max.fill"
/// ```
public enum SymbolCatalog {
    /// Every entry, sorted by name.
    public static let entries: [SymbolEntry] = {
        let all = weather + health + time + devices + media + arrows + status + objects + communication
        return all.sorted { $0.name < $1.name }
    }()

    /// Every supported name, sorted.
    public static let names: [String] = entries.map(\.name)

    /// Name → index into `entries`. Built once; the first entry wins if a name were repeated (a test
    /// checks that none is).
    private static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() where index[entry.name] == nil { index[entry.name] = i }
        return index
    }()

    /// The entry for an SF Symbols name, or nil when the catalogue does not have it.
    public static func entry(named name: String) -> SymbolEntry? {
        guard let i = index[name] else { return nil }
        return entries[i]
    }

    /// The entries of one category, sorted by name.
    public static func entries(in category: SymbolCategory) -> [SymbolEntry] {
        entries.filter { $0.category == category }
    }

    /// What to draw for a name the catalogue lacks: a question mark in a rounded square (not in `names`).
    public static let placeholder = SymbolEntry("placeholder", .status, parts: [
        .glyph(.material(0xE835, "check_box_outline_blank")),
        .glyph(.material(0xEB8B, "question_mark"), scale: 0.55),
    ])
}
