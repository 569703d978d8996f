// "Did you mean" for unknown symbol names: the catalogue name NameSuggestion finds (the program's one rule:
// look-alikes, case, "-" and "_" ignored, Levenshtein distance at most max(2, a third of the name's length)).
extension SymbolCatalog {
    /// Names longer than this get no suggestion (NameSuggestion's limit; messages shorten names to it).
    public static let suggestionLengthLimit = NameSuggestion.lengthLimit

    /// The catalogue name closest to `name` by edit distance, or nil when nothing is close: more than
    /// max(2, a third of the name's length) edits away, or `name` is longer than `suggestionLengthLimit`.
    ///
    /// ```swift
    /// SymbolCatalog.nearestName(to: "sun.max.fil")   // "sun.max.fill"
    /// SymbolCatalog.nearestName(to: "Heart")         // "heart"
    /// ```
    public static func nearestName(to name: String) -> String? {
        NameSuggestion.nearest(to: name, among: names)
    }

    /// The name among `candidates` closest to `name`, by the same rule (asset catalog names use it too).
    ///
    /// ```swift
    /// SymbolCatalog.nearestName(to: "BrandBlu", among: ["BrandBlue", "avatar"])   // "BrandBlue"
    /// ```
    public static func nearestName(to name: String, among candidates: [String]) -> String? {
        NameSuggestion.nearest(to: name, among: candidates)
    }
}
