// Reads simple HTML into an attributed string for `NSAttributedString(data:options: [.documentType: .html])`:
// the text a browser would show, without styles. A single pass over the characters: a tag (`<…>`) is read
// whole and its name decides what it does — `b`, `strong` and `h1`…`h6` make their text bold; `br` is a line
// break; `p`, `div`, `h1`…`h6`, `li`, `tr`, `ul`, `ol`, `table` and `blockquote` start and end on a line of
// their own; `script`, `style` and `head` are skipped with their content; comments and other tags are
// dropped. Text collapses runs of white space to one space, as HTML's white-space rule does
// (https://html.spec.whatwg.org/multipage/dom.html, "inter-element whitespace", and CSS `white-space:
// normal`), and named entities of XML and HTML's common few (`&amp; &lt; &gt; &quot; &apos; &nbsp;`) and
// numeric ones (`&#39;`, `&#x2014;`) are decoded; leading and trailing line breaks are dropped. Bold runs are
// found but carry no `.font` yet (see `finish()`).
import Foundation

enum HTMLText {
    private static let blockTags: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "ul", "ol",
                                                 "table", "blockquote"]
    private static let boldTags: Set<String> = ["b", "strong", "h1", "h2", "h3", "h4", "h5", "h6"]
    private static let skippedTags: Set<String> = ["script", "style", "head"]
    private static let entities: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
                                                     "nbsp": "\u{00A0}"]

    /// The text of `html`.
    static func attributedString(fromHTML html: String) -> NSAttributedString {
        var builder = Builder()
        var index = html.startIndex
        // Once a `<` has no `>` after it, no later one has either: the rest is text (one pass, not one scan per `<`).
        var tagsLeft = true
        while index < html.endIndex {
            let character = html[index]
            if character == "<", tagsLeft {
                if let next = readTag(in: html, from: index, into: &builder) {
                    index = next
                } else {
                    tagsLeft = false
                }
            } else if character == "&" {
                index = readEntity(in: html, from: index, into: &builder)
            } else {
                builder.appendText(character)
                index = html.index(after: index)
            }
        }
        return builder.finish()
    }

    /// Reads the tag starting at `start` (a `<`) and returns the index after it (and after the content of a
    /// skipped element); nil when no `>` follows (the `<` is text).
    private static func readTag(in html: String, from start: String.Index, into builder: inout Builder) -> String.Index? {
        let rest = html[start...]
        if rest.hasPrefix("<!--") {
            guard let end = rest.range(of: "-->") else { return html.endIndex }
            return end.upperBound
        }
        // A `<` not followed by a letter, `/` or `!` starts no tag (`1 < 2`): it is text.
        let next = html.index(after: start)
        guard next < html.endIndex, html[next].isLetter || html[next] == "/" || html[next] == "!" else {
            builder.appendText("<")
            return next
        }
        guard let close = rest.firstIndex(of: ">") else { return nil }
        let inside = html[next..<close]
        let isEnd = inside.hasPrefix("/")
        let name = String(inside.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber })).lowercased()
        let after = html.index(after: close)
        if !isEnd, skippedTags.contains(name) {
            guard let end = html[after...].range(of: "</" + name, options: .caseInsensitive),
                  let endClose = html[end.upperBound...].firstIndex(of: ">") else { return html.endIndex }
            return html.index(after: endClose)
        }
        if name == "br" {
            builder.appendBreak()
        } else if blockTags.contains(name) {
            builder.endLine()
        }
        if boldTags.contains(name) {
            builder.boldDepth = max(0, builder.boldDepth + (isEnd ? -1 : 1))
        }
        return after
    }

    /// Reads the entity starting at `start` (a `&`) and returns the index after it; an unknown one is text.
    private static func readEntity(in html: String, from start: String.Index, into builder: inout Builder) -> String.Index {
        let rest = html[html.index(after: start)...]
        guard let semicolon = rest.prefix(10).firstIndex(of: ";") else {
            builder.appendText("&")
            return html.index(after: start)
        }
        let name = String(rest[..<semicolon])
        var decoded: String?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        } else if name.hasPrefix("#") {
            decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        } else {
            decoded = entities[name]
        }
        guard let decoded else {
            builder.appendText("&")
            return html.index(after: start)
        }
        for character in decoded { builder.appendLiteral(character) }
        return html.index(after: semicolon)
    }

    /// The text under construction, in runs of regular and bold text (bold is tracked, not yet attributed).
    private struct Builder {
        var runs: [(text: String, bold: Bool)] = []
        var boldDepth = 0
        var pendingSpace = false
        var atLineStart = true

        /// Source text: white space collapses to one space, none at the start of a line.
        mutating func appendText(_ character: Character) {
            if character.isWhitespace {
                if !atLineStart { pendingSpace = true }
                return
            }
            appendLiteral(character)
        }

        /// A character as it is (decoded entities: `&nbsp;` stays a no-break space).
        mutating func appendLiteral(_ character: Character) {
            if pendingSpace { put(" ") }
            pendingSpace = false
            put(String(character))
            atLineStart = false
        }

        /// `<br>`: a line break.
        mutating func appendBreak() {
            pendingSpace = false
            put("\n")
            atLineStart = true
        }

        /// A block's start or end: a line break unless at the start of a line already.
        mutating func endLine() {
            pendingSpace = false
            if !atLineStart { put("\n") }
            atLineStart = true
        }

        private mutating func put(_ text: String) {
            let bold = boldDepth > 0
            if let last = runs.last, last.bold == bold {
                runs[runs.count - 1].text += text
            } else {
                runs.append((text, bold))
            }
        }

        /// The runs as an attributed string, without leading or trailing line breaks.
        func finish() -> NSAttributedString {
            var trimmed = runs
            while let first = trimmed.first, first.text.hasPrefix("\n") {
                trimmed[0].text.removeFirst()
                if trimmed[0].text.isEmpty { trimmed.removeFirst() }
            }
            while let last = trimmed.last, last.text.hasSuffix("\n") {
                trimmed[trimmed.count - 1].text.removeLast()
                if trimmed[trimmed.count - 1].text.isEmpty { trimmed.removeLast() }
            }
            // The text only: Linux's CFAttributedString halts (`__HALT` in CFAttributedStringSetAttribute and in
            // CFRunArrayInsert) when a run's attributes hold a UIFont in this process, so no `.font` is set.
            return NSAttributedString(string: trimmed.map(\.text).joined())
        }
    }
}
