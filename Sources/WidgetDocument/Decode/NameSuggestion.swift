// "Did you mean": the candidate at the smallest Levenshtein distance from an unknown name
// (Wagner–Fischer, two rows, case-insensitive), accepted when it is at most max(2, a third of the
// name's length) edits away; ties go to the longer common prefix, then to the earlier candidate.
// Names longer than 64 scalars get no suggestion, so the work per error stays small.
import JSON

/// Finds the nearest valid name for a typo.
enum NameSuggestion {
    /// Names longer than this get no suggestion.
    static let lengthLimit = 64

    /// The candidate closest to `name`, or nil when none is close.
    ///
    /// ```swift
    /// NameSuggestion.nearest(to: "hedline", among: ["headline", "body"])   // "headline"
    /// ```
    static func nearest(to name: String, among candidates: [String]) -> String? {
        let query = Array(name.lowercased().unicodeScalars)
        guard !query.isEmpty, query.count <= lengthLimit else { return nil }
        let limit = max(2, query.count / 3)
        var best: (distance: Int, prefix: Int, name: String)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
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

    /// `; did you mean "x"?`, or an empty string.
    static func hint(for name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { "; did you mean \(JSONQuote.quoted($0))?" } ?? ""
    }
}
