import Graphics
import Layout

/// A fake font for layout tests (taffy's convention): every character is a 10×10 box, lines are
/// 10 tall, text wraps at spaces, and a word wider than the line is broken between characters.
///
/// Ideal size (nil width) is one unwrapped line. A width below one character gives width 0 and
/// one line. Baselines sit 8 below the top of a line (ascent 8, descent 2).
struct BoxTextMeasurer: LeafLayout {
    static let glyph: Double = 10
    static let ascent: Double = 8

    var text: String

    var spacing: LeafSpacing { .text(TextSpacingMetrics(ascent: 8, descent: 2, leading: 0)) }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        // An infinite (or absent) width means no wrapping.
        let limit = proposal.width.flatMap { $0.isFinite ? Int(max($0, 0) / Self.glyph) : nil }
        let lines = self.lines(maxCharacters: limit)
        let widest = lines.map(\.count).max() ?? 0
        return Size(width: Double(widest) * Self.glyph, height: Double(max(lines.count, 1)) * Self.glyph)
    }

    func firstBaseline(in size: Size) -> Double? { Self.ascent }

    func lastBaseline(in size: Size) -> Double? { max(size.height, Self.glyph) - Self.glyph + Self.ascent }

    /// Greedy word wrap at spaces; nil = no limit.
    func lines(maxCharacters: Int?) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let limit = maxCharacters else { return [words.joined(separator: " ")] }
        guard limit > 0 else { return [""] }
        var lines: [String] = []
        var current = ""
        for word in words {
            var word = word
            while word.count > limit {   // break a long word between characters
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= limit {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

/// A leaf with a natural size that ignores its proposal (a non-resizable Image).
struct FixedLeaf: LeafLayout {
    var size: Size
    func sizeThatFits(_ proposal: ProposedSize) -> Size { size }
}

/// A resizable image: the proposal, with nil axes taken from its natural size.
struct ResizableLeaf: LeafLayout {
    var natural: Size
    func sizeThatFits(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions(by: natural) }
}

/// A hostile leaf that answers NaN, negative or infinite sizes.
struct HostileLeaf: LeafLayout {
    var answer: Size
    func sizeThatFits(_ proposal: ProposedSize) -> Size { answer }
}
