// "Did you mean" for unknown symbol names: the catalogue name at the smallest Levenshtein distance
// (Wagner–Fischer dynamic programming, two rows), ties broken by the longer common prefix, then by name.
extension SymbolCatalog {
    /// Names longer than this get no suggestion (the distance costs length × length per name).
    public static let suggestionLengthLimit = 64

    /// The catalogue name closest to `name` by edit distance, or nil when nothing is close: more than
    /// max(2, a third of the name's length) edits away, or `name` is longer than `suggestionLengthLimit`.
    ///
    /// ```swift
    /// SymbolCatalog.nearestName(to: "sun.max.fil")   // "sun.max.fill"
    /// SymbolCatalog.nearestName(to: "Heart")         // "heart"
    /// ```
    public static func nearestName(to name: String) -> String? {
        nearestName(to: name, among: names)
    }

    /// The name among `candidates` closest to `name`, by the same rule (asset catalog names use it too).
    ///
    /// ```swift
    /// SymbolCatalog.nearestName(to: "BrandBlu", among: ["BrandBlue", "avatar"])   // "BrandBlue"
    /// ```
    public static func nearestName(to name: String, among candidates: [String]) -> String? {
        let query = Array(name.unicodeScalars)
        guard !query.isEmpty, query.count <= suggestionLengthLimit else { return nil }
        let limit = max(2, query.count / 3)
        var best: (distance: Int, prefix: Int, name: String)?
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            let distance = editDistance(query, scalars, caseInsensitive: true)
            guard distance <= limit else { continue }
            let prefix = zip(query, scalars).prefix { $0 == $1 }.count
            if let current = best {
                if distance > current.distance { continue }
                if distance == current.distance && prefix < current.prefix { continue }
                if distance == current.distance && prefix == current.prefix && candidate >= current.name { continue }
            }
            best = (distance, prefix, candidate)
        }
        return best?.name
    }

    /// Levenshtein distance (insertions, deletions, substitutions each cost 1).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], caseInsensitive: Bool) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        func same(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Bool {
            guard caseInsensitive else { return x == y }
            return lowercased(x) == lowercased(y)
        }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// ASCII lower case (symbol names are ASCII).
    private static func lowercased(_ s: Unicode.Scalar) -> Unicode.Scalar {
        guard s.value >= 65, s.value <= 90, let lower = Unicode.Scalar(s.value + 32) else { return s }
        return lower
    }
}
