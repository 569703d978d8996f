// Reads simple HTML into an attributed string for `NSAttributedString(data:options: [.documentType: .html])`:
// the text a browser would show, without styles. A single pass over the characters: a tag (`<…>`) is read
// whole and its name decides what it does — `b`, `strong` and `h1`…`h6` make their text bold; `br` is a line
// break; `p`, `div`, `h1`…`h6`, `li`, `tr`, `ul`, `ol`, `table` and `blockquote` start and end on a line of
// their own; `script`, `style` and `head` are skipped with their content; comments and other tags are
// dropped. Text collapses runs of white space to one space, as HTML's white-space rule does
// (https://html.spec.whatwg.org/multipage/dom.html, "inter-element whitespace", and CSS `white-space:
// normal`), and named entities of XML and HTML's common few (`&amp; &lt; &gt; &quot; &apos; &nbsp;`) and
// numeric ones (`&#39;`, `&#x2014;`) are decoded; leading and trailing line breaks are dropped. Runs carry
// what UIKit's HTML import gives them, in the shim's types: bold (`b`, `strong`, headings) and italic (`i`,
// `em`) a `.font` (the 12-pt system font, bold and/or italic: UIKit's default HTML size, in the system face
// where UIKit uses Times), and a colour (`<font color=…>`, `style="color: …"` on `span`, `font`, `p`, `div`,
// as `#rgb`, `#rrggbb` or one of CSS's basic named colours) a `.foregroundColor`. Run ranges are counted in
// UTF-16 code units, as NSAttributedString's are. Every other run carries three extra number-valued keys
// (`WidgetRenderHTMLRunParity1…3`): Linux's CFAttributedString halts the process when it compares two
// neighbouring runs that hold Swift objects under the same key, which runs of different sizes avoid.
import Foundation
import Graphics

enum HTMLText {
    private static let blockTags: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "ul", "ol",
                                                 "table", "blockquote"]
    private static let boldTags: Set<String> = ["b", "strong", "h1", "h2", "h3", "h4", "h5", "h6"]
    private static let italicTags: Set<String> = ["i", "em"]
    private static let colourTags: Set<String> = ["font", "span", "p", "div"]
    private static let skippedTags: Set<String> = ["script", "style", "head"]
    /// CSS's basic named colours (CSS Color Module Level 3, "Basic color keywords"), 8-bit sRGB.
    private static let namedColours: [String: (UInt8, UInt8, UInt8)] = [
        "black": (0, 0, 0), "silver": (192, 192, 192), "gray": (128, 128, 128), "grey": (128, 128, 128),
        "white": (255, 255, 255), "maroon": (128, 0, 0), "red": (255, 0, 0), "purple": (128, 0, 128),
        "fuchsia": (255, 0, 255), "green": (0, 128, 0), "lime": (0, 255, 0), "olive": (128, 128, 0),
        "yellow": (255, 255, 0), "navy": (0, 0, 128), "blue": (0, 0, 255), "teal": (0, 128, 128),
        "aqua": (0, 255, 255), "orange": (255, 165, 0),
    ]
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
        if !blockTags.contains(name), boldTags.contains(name) || italicTags.contains(name) || colourTags.contains(name) {
            // A space before an inline element's start or end belongs to the text before it.
            builder.flushSpace()
        }
        if boldTags.contains(name) {
            builder.boldDepth = max(0, builder.boldDepth + (isEnd ? -1 : 1))
        }
        if italicTags.contains(name) {
            builder.italicDepth = max(0, builder.italicDepth + (isEnd ? -1 : 1))
        }
        if colourTags.contains(name) {
            if isEnd {
                if !builder.colours.isEmpty { builder.colours.removeLast() }
            } else {
                builder.colours.append(colour(inTag: String(inside)))
            }
        }
        return after
    }

    /// The colour a start tag's attributes give its text (`color="#c00"`, `style="color: red"`), else nil
    /// (the enclosing colour goes on).
    static func colour(inTag tag: String) -> (UInt8, UInt8, UInt8)? {
        let lowered = tag.lowercased()
        for marker in ["color=\"", "color='", "color: ", "color:"] {
            guard let found = lowered.range(of: marker) else { continue }
            // `background-color` is not the text's colour.
            if found.lowerBound > lowered.startIndex, lowered[lowered.index(before: found.lowerBound)] == "-" { continue }
            let value = lowered[found.upperBound...].prefix { !";\"' >".contains($0) }
            return parseColour(String(value))
        }
        return nil
    }

    /// `#rgb`, `#rrggbb` or a basic named colour, else nil.
    static func parseColour(_ value: String) -> (UInt8, UInt8, UInt8)? {
        if let named = namedColours[value] { return named }
        guard value.hasPrefix("#") else { return nil }
        let hex = Array(value.dropFirst())
        let digits = hex.count == 3 ? hex.flatMap { [$0, $0] } : hex
        guard digits.count == 6, let number = UInt32(String(digits), radix: 16) else { return nil }
        return (UInt8(number >> 16 & 0xFF), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF))
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

    /// UIKit's attributes of a run's style: a font when bold or italic, a colour when one is given.
    static func attributes(of style: Style) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if style.bold || style.italic {
            let size = Double(defaultPointSize)
            var font = style.bold ? Font.system(size: size, weight: .bold) : Font.system(size: size)
            if style.italic { font = font.italic() }
            attributes[.font] = UIFont(font: font, pointSize: defaultPointSize, fontName: UIFont.systemFontName)
        }
        if let rgb = style.colour, rgb.count == 3 {
            attributes[.foregroundColor] = UIColor(red: CGFloat(rgb[0]) / 255, green: CGFloat(rgb[1]) / 255,
                                                   blue: CGFloat(rgb[2]) / 255, alpha: 1)
        }
        return attributes
    }

    /// The attributes every other run carries so that neighbouring runs differ in size (see `Builder.finish()`);
    /// their values are numbers, which CF compares natively.
    static let parityKeys = (1...3).map { NSAttributedString.Key("WidgetRenderHTMLRunParity\($0)") }

    /// UIKit's default size of HTML text, in points.
    static let defaultPointSize: CGFloat = 12

    /// How a run looks.
    struct Style: Equatable {
        var bold = false
        var italic = false
        var colour: [UInt8]?
    }

    /// The text under construction, in runs of one style.
    private struct Builder {
        var runs: [(text: String, style: Style)] = []
        var boldDepth = 0
        var italicDepth = 0
        /// The colours of the open colour-giving elements, innermost last (nil: the element gives none).
        var colours: [(UInt8, UInt8, UInt8)?] = []
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

        /// A collapsed space waiting for the next character, written now (a style is about to change).
        mutating func flushSpace() {
            if pendingSpace { put(" ") }
            pendingSpace = false
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
            let colour = colours.last { $0 != nil }.flatMap { $0 }
            let style = Style(bold: boldDepth > 0, italic: italicDepth > 0, colour: colour.map { [$0.0, $0.1, $0.2] })
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += text
            } else {
                runs.append((text, style))
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
            let result = NSMutableAttributedString(string: trimmed.map(\.text).joined())
            var location = 0
            for (index, run) in trimmed.enumerated() {
                let length = run.text.utf16.count
                var attributes = HTMLText.attributes(of: run.style)
                // Every other run also gets the three parity keys, so two neighbouring runs never hold the same
                // number of attributes: Linux's CFAttributedString compares neighbours' attribute dictionaries
                // when it inserts a run, and halts the process (`__HALT` in `CFBasicHashesAreEqual`) when it
                // must compare two Swift objects (UIFont, UIColor) under one key; dictionaries of different
                // sizes are unequal before any value is compared.
                if index % 2 == 1 {
                    for key in HTMLText.parityKeys { attributes[key] = 1 }
                }
                if length > 0, !attributes.isEmpty {
                    result.addAttributes(attributes, range: NSRange(location: location, length: length))
                }
                location += length
            }
            return result
        }
    }
}
