// "Did you mean": the one rule for every unknown name the program reports — option values, document fields,
// views and modifiers, symbol names, asset names. Both names are first reduced to a key: invisible
// characters removed and look-alike letters replaced (Confusables.skeleton), lower case, "-", "_" and spaces
// dropped, so `system-small`, `SystemSmall` and `systemSmаll` (Cyrillic а) are all `systemsmall`. The
// nearest candidate is the one at the smallest Levenshtein distance between keys (Wagner–Fischer dynamic
// programming, two rows), accepted when at most max(2, a third of the key's length) edits away; ties go to
// the longer common prefix of the keys, then to the earlier candidate. Names whose key is longer than 64
// scalars get no suggestion, so the work per error stays small.

/// Finds the nearest valid name for a typo.
public enum NameSuggestion {
    /// Names whose key is longer than this get no suggestion.
    public static let lengthLimit = 64

    /// The candidate closest to `name`, or nil when none is close.
    ///
    /// ```swift
    /// NameSuggestion.nearest(to: "hedline", among: ["headline", "body"])       // "headline"
    /// NameSuggestion.nearest(to: "system-small", among: ["systemSmall"])      // "systemSmall"
    /// ```
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let query = key(name)
        guard !query.isEmpty, query.count <= lengthLimit else { return nil }
        let limit = max(2, query.count / 3)
        var best: (distance: Int, prefix: Int, name: String)?
        for candidate in candidates {
            let scalars = key(candidate)
            guard abs(scalars.count - query.count) <= limit else { continue }
            let distance = editDistance(query, scalars)
            guard distance <= limit else { continue }
            let prefix = zip(query, scalars).prefix { $0 == $1 }.count
            if let current = best, distance > current.distance || (distance == current.distance && prefix <= current.prefix) {
                continue
            }
            best = (distance, prefix, candidate)
        }
        return best?.name
    }

    /// The key names are compared by: the skeleton, lower case, without "-", "_" and spaces.
    public static func key(_ name: String) -> [Unicode.Scalar] {
        Array(Confusables.skeleton(name).lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Levenshtein distance: insertions, deletions and substitutions cost 1 each.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
