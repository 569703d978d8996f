// Inline Markdown in `Text("…")` literals, as SwiftUI renders it (iOS 15+): `**bold**`, `*italic*`
// or `_italic_`, `~~strike-through~~`, `` `code` `` (monospaced) and `\*` escapes. Only the literal
// parts of a key are parsed; interpolated values are shown as they are but take the style of the
// markers around them (`"**\(count)** steps"` makes the count bold). Method, a simplification of
// CommonMark's emphasis rules:
//   1. split the key into atoms: literal characters, marker candidates, interpolated pieces;
//   2. pair markers of the same kind: a marker followed by a non-space opens, one preceded by a
//      non-space closes the innermost open one; `_` only at word boundaries; unpaired markers stay text;
//   3. walk the atoms with the active styles and emit runs.
// Links and other block syntax are shown literally.

import Graphics

enum InlineMarkdown {
    /// A piece of a key as written.
    enum Piece {
        case literal(String)
        case value(String)
        case text(Text)
    }

    enum Marker: Hashable {
        case bold, italicStar, italicUnderscore, strike, code
    }

    enum Atom {
        case character(Character)
        case marker(Marker, String)
        case value(String)
        case text(Text)
    }

    /// The runs of a key (steps 1–3).
    static func runs(_ pieces: [Piece]) -> [Text.Run] {
        // A literal without marker or escape characters is one plain run: most keys, and it keeps long
        // texts cheap (a 20 000-character key would otherwise become 20 000 atoms).
        if pieces.count == 1, case .literal(let string) = pieces[0],
           !string.utf8.contains(where: { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E || $0 == 0x60 || $0 == 0x5C }) {
            return string.isEmpty ? [] : [Text.Run(string: string, attributes: TextAttributes())]
        }
        var atoms = tokenize(pieces)
        pair(&atoms)
        return emit(atoms)
    }

    /// Step 1.
    static func tokenize(_ pieces: [Piece]) -> [Atom] {
        var atoms: [Atom] = []
        for piece in pieces {
            switch piece {
            case .value(let string): atoms.append(.value(string))
            case .text(let text): atoms.append(.text(text))
            case .literal(let string):
                let characters = Array(string)
                var index = 0
                while index < characters.count {
                    let character = characters[index]
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    switch (character, next) {
                    case ("\\", let escaped?) where "*_~`\\".contains(escaped):
                        atoms.append(.character(escaped))
                        index += 2
                    case ("*", "*"):
                        atoms.append(.marker(.bold, "**"))
                        index += 2
                    case ("~", "~"):
                        atoms.append(.marker(.strike, "~~"))
                        index += 2
                    case ("*", _):
                        atoms.append(.marker(.italicStar, "*"))
                        index += 1
                    case ("_", _):
                        atoms.append(.marker(.italicUnderscore, "_"))
                        index += 1
                    case ("`", _):
                        atoms.append(.marker(.code, "`"))
                        index += 1
                    default:
                        atoms.append(.character(character))
                        index += 1
                    }
                }
            }
        }
        return atoms
    }

    /// Step 2: unpaired markers become characters.
    static func pair(_ atoms: inout [Atom]) {
        var open: [Marker: [Int]] = [:]
        var paired = Set<Int>()
        for index in atoms.indices {
            guard case .marker(let marker, _) = atoms[index] else { continue }
            let before = index > 0 ? atoms[index - 1] : nil
            let after = index + 1 < atoms.count ? atoms[index + 1] : nil
            let canClose = !isSpace(before) && !(marker == .italicUnderscore && isWordCharacter(after))
            let canOpen = !isSpace(after) && !(marker == .italicUnderscore && isWordCharacter(before))
            if canClose, let opener = open[marker]?.popLast(), opener + 1 < index {
                paired.insert(opener)
                paired.insert(index)
            } else if canOpen {
                open[marker, default: []].append(index)
            }
        }
        for index in atoms.indices {
            if case .marker(_, let written) = atoms[index], !paired.contains(index) {
                atoms[index] = .value(written)
            }
        }
    }

    /// Step 3.
    static func emit(_ atoms: [Atom]) -> [Text.Run] {
        var active: [Marker: Bool] = [:]
        var runs: [Text.Run] = []
        func attributes() -> TextAttributes {
            var attributes = TextAttributes()
            if active[.bold] == true { attributes.weight = .bold }
            if active[.italicStar] == true || active[.italicUnderscore] == true { attributes.isItalic = true }
            if active[.strike] == true { attributes.strikethrough = TextAttributes.Decoration(isActive: true, color: nil) }
            if active[.code] == true { attributes.isMonospaced = true }
            return attributes
        }
        // Recomputed only when a marker toggles. Runs grow through their index, not a copy of the last
        // run: a copy would share the string's storage, so every append would copy the whole run
        // (quadratic; a 20 000-character text took 25 ms).
        var current = TextAttributes()
        func extendsLastRun() -> Bool {
            guard let last = runs.indices.last else { return false }
            return !runs[last].isDeferred && runs[last].attributes.sameStyle(as: current)
        }
        for atom in atoms {
            switch atom {
            case .character(let character):
                if extendsLastRun() { runs[runs.count - 1].string.append(character) } else {
                    runs.append(Text.Run(string: String(character), attributes: current))
                }
            case .value(let string):
                guard !string.isEmpty else { continue }
                if extendsLastRun() { runs[runs.count - 1].string += string } else {
                    runs.append(Text.Run(string: string, attributes: current))
                }
            case .marker(let marker, _):
                active[marker] = !(active[marker] ?? false)
                current = attributes()
            case .text(let text):
                let outer = current
                runs.append(contentsOf: text.runs.map { run in
                    var run = run
                    run.attributes.inherit(from: outer)
                    return run
                })
            }
        }
        return runs
    }

    static func isSpace(_ atom: Atom?) -> Bool {
        guard let atom else { return true }
        if case .character(let character) = atom { return character.isWhitespace }
        return false
    }

    static func isWordCharacter(_ atom: Atom?) -> Bool {
        guard let atom else { return false }
        switch atom {
        case .character(let character): return character.isLetter || character.isNumber
        case .value, .text: return true
        case .marker: return false
        }
    }
}

extension TextAttributes {
    /// True when both set the same markdown traits (the only ones a key's literal runs carry).
    func sameStyle(as other: TextAttributes) -> Bool {
        (weight != nil) == (other.weight != nil) && isItalic == other.isItalic
            && (strikethrough != nil) == (other.strikethrough != nil) && isMonospaced == other.isMonospaced
            && font == nil && other.font == nil && foregroundStyle == nil && other.foregroundStyle == nil
    }
}
