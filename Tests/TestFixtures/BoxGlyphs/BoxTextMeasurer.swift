// The box-glyph text measurer of every test tier (taffy's fake font): every character is a 10×10 box, so a
// test can work out each frame by hand. Two wrap rules, because the tiers' expected frames were worked out
// with them: Layout's tests wrap words at spaces (breaking a word wider than the line between characters),
// the view, widget and document tests wrap the whole string between any two characters.
import Graphics
import Layout

/// A fake font for tests: every character is a 10×10 box, lines are 10 tall, and the baseline sits 8 below
/// the top of a line (ascent 8, descent 2, no leading).
///
/// ```swift
/// LayoutNode(.leaf(BoxTextMeasurer(text: "ab cd")), name: "Text")            // Layout: wraps at spaces
/// BoxTextMeasurer(text: "Running", lineLimit: 1, wrapping: .characters)       // views: wraps anywhere
/// ```
public struct BoxTextMeasurer: LeafLayout, Sendable {
    /// Where a line may break.
    public enum Wrapping: Sendable {
        /// Greedy word wrap at spaces; a word wider than the line is broken between characters. The ideal
        /// size (no width, or an infinite one) is one unwrapped line; a width below one character gives
        /// width 0 and one line.
        case words
        /// The string (spaces included) is cut into lines of as many characters as fit, at least one.
        case characters
    }

    /// The side of one glyph box, in points.
    public static let glyph: Double = 10
    /// The baseline's distance below the top of a line.
    public static let ascent: Double = 8

    /// The text measured.
    public var text: String
    /// The most lines shown (`lineLimit`), or nil for no limit.
    public var lineLimit: Int?
    /// Where lines break.
    public var wrapping: Wrapping

    /// A measurer of `text`; Layout's tests use the defaults (word wrap, no limit).
    public init(text: String, lineLimit: Int? = nil, wrapping: Wrapping = .words) {
        self.text = text
        self.lineLimit = lineLimit
        self.wrapping = wrapping
    }

    public var spacing: LeafSpacing {
        .text(TextSpacingMetrics(ascent: Self.ascent, descent: Self.glyph - Self.ascent, leading: 0))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (columns, lines) = switch wrapping {
        case .words: wordWrappedSize(proposal.width)
        case .characters: characterWrappedSize(proposal.width)
        }
        let shown = lineLimit.map { Swift.min(lines, $0) } ?? lines
        return Size(width: Double(columns) * Self.glyph, height: Double(shown) * Self.glyph)
    }

    public func firstBaseline(in size: Size) -> Double? { Self.ascent }

    public func lastBaseline(in size: Size) -> Double? { Swift.max(size.height, Self.glyph) - Self.glyph + Self.ascent }

    /// Greedy word wrap at spaces of ``text`` into lines of at most `maxCharacters` (nil = no limit).
    public func lines(maxCharacters: Int?) -> [String] {
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

    /// Columns and lines under ``Wrapping/words``.
    private func wordWrappedSize(_ width: Double?) -> (columns: Int, lines: Int) {
        // An infinite (or absent) width means no wrapping.
        let limit = width.flatMap { $0.isFinite ? Int(Swift.max($0, 0) / Self.glyph) : nil }
        let lines = self.lines(maxCharacters: limit)
        return (lines.map(\.count).max() ?? 0, Swift.max(lines.count, 1))
    }

    /// Columns and lines under ``Wrapping/characters``.
    private func characterWrappedSize(_ width: Double?) -> (columns: Int, lines: Int) {
        let count = text.count
        guard let width, width < Double(count) * Self.glyph else { return (count, 1) }
        let perLine = Swift.max(Int(width / Self.glyph), 1)
        return (Swift.min(perLine, count), (count + perLine - 1) / perLine)
    }
}

/// The name the view, widget and document tests use: a measurer of `characterCount` boxes that wraps between
/// characters.
public typealias BoxTextLeaf = BoxTextMeasurer

extension BoxTextMeasurer {
    /// `characterCount` boxes wrapped between characters, cut to `lineLimit` lines.
    public init(characterCount: Int, lineLimit: Int? = nil) {
        self.init(text: String(repeating: "□", count: Swift.max(characterCount, 0)), lineLimit: lineLimit,
                  wrapping: .characters)
    }
}
