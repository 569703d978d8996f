// Did-you-mean for option values: the value is compared with each valid name after removing
// invisible characters and replacing look-alike letters (Confusables.skeleton), ignoring case, "-" and
// "_", then by edit distance (at most 2, Levenshtein). A value that differs from a valid name only by
// invisible or look-alike characters is told which characters they are, since they do not show.

/// Messages for unknown option values, with the closest valid name.
enum SuggestedName {
    /// `unknown widget family "systemSm\u{430}ll" (it contains U+0430 (looks like "a")); did you mean
    /// systemSmall? Expected one of …`.
    static func message(_ what: String, _ text: String, among names: [String]) -> String {
        var message = "\(what) \"\(TerminalText.safe(text))\""
        if let characters = TerminalText.suspiciousCharacters(text) {
            message += " (it contains \(characters))"
        }
        if let suggestion = closest(to: text, among: names) {
            message += "; did you mean \(suggestion)?"
        }
        return message + "; expected one of \(names.joined(separator: ", "))"
    }

    /// The valid name closest to `text`, or nil when none is within 2 edits.
    static func closest(to text: String, among names: [String]) -> String? {
        let key = folded(Confusables.skeleton(text))
        guard key.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(Array(key), Array(folded(name)))
            if distance <= 2, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Lower case without "-", "_" and spaces.
    static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Levenshtein distance (two rows).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
