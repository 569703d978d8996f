// The compiler's error lines, as `swift build` prints them: `PATH:LINE:COLUMN: error: MESSAGE`. Each error is
// printed more than once (the module's interface pass and the file's compile); the same place and message
// count once. Notes, warnings and the source excerpts below a message are not errors and are skipped.

/// One compiler error.
struct CompilerDiagnostic: Hashable, Sendable {
    /// The file, as printed (the user's own path after the runner's links are mapped back).
    var file: String
    /// 1-based line.
    var line: Int
    /// 1-based column.
    var column: Int
    /// The message after `error: `.
    var message: String

    /// `file:line:column`.
    var place: String { "\(file):\(line):\(column)" }

    /// The errors of `lines`, each once, in first-seen order.
    static func errors(in lines: [String]) -> [CompilerDiagnostic] {
        var seen = Set<CompilerDiagnostic>()
        var found: [CompilerDiagnostic] = []
        for line in lines {
            guard let diagnostic = parse(line), seen.insert(diagnostic).inserted else { continue }
            found.append(diagnostic)
        }
        return found
    }

    /// The error of one line, or nil.
    static func parse(_ line: String) -> CompilerDiagnostic? {
        guard let marker = line.firstRange(of: ": error: ") else { return nil }
        let head = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard head.count >= 3, let column = Int(head[head.count - 1]), let row = Int(head[head.count - 2]) else { return nil }
        let file = head.dropLast(2).joined(separator: ":")
        guard !file.isEmpty else { return nil }
        return CompilerDiagnostic(file: file, line: row, column: column, message: String(line[marker.upperBound...]))
    }

    /// The names quoted in the message, in order (`type 'T' (aka 'U') has no member 'm'` → T, U, m).
    var quotedNames: [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }
}
