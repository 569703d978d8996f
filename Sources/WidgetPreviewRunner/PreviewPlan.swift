// The renders of one run: every render of every preview the request selects, in a fixed order, each with
// its file name.
// 1. The expansion (PreviewPlan+Expansion.swift): each discovered preview → its renders, in discovery order.
// 2. Selection: `filter` matches the preview's name or source file (any letter case); `modes` and
//    `schemes` keep the renders in those.
// 3. Names: `<preview>-<entry>-<family>-<mode>[-dark].png`, the preview's name as lowercase ASCII words
//    joined by `-` (`-2`, `-3` … for the second and third preview of the same name), so each file depends
//    only on its render and two runs write the same names.
import FileAccess
import PNGCodec
import PreviewRun

/// What a run renders.
struct PreviewPlan: Sendable {
    /// One render, ready to draw.
    struct Render: Sendable {
        /// Preview name, source file and line.
        var preview: String
        var file: String
        var line: Int
        /// Entry index, family, mode and scheme names.
        var entry: Int
        var family: String
        var mode: String
        var scheme: String
        /// The PNG's name in the work folder.
        var fileName: String = ""
        /// Draws the render: straight-alpha RGBA8 pixels, their size and scale; throws a clear error.
        var draw: @Sendable () throws -> Drawn

        /// Pixels of one render.
        struct Drawn: Sendable {
            var width: Int
            var height: Int
            var scale: Double
            var rgba: [UInt8]
        }

        /// Draws, encodes and writes the PNG; the record says what happened (a failure is a record too).
        func write(into folder: String) -> PreviewRenderRecord {
            var record = PreviewRenderRecord(preview: preview, file: file, line: line, entry: entry, family: family,
                                             mode: mode, scheme: scheme, fileName: nil)
            do {
                let drawn = try draw()
                record.pixelWidth = drawn.width
                record.pixelHeight = drawn.height
                record.scale = drawn.scale
                let png = try PNGEncoder.encode(width: drawn.width, height: drawn.height, rgba: drawn.rgba)
                try OutputFile.write(png, to: folder + "/" + fileName)
                record.fileName = fileName
            } catch {
                record.failure = "\(error)"
            }
            return record
        }
    }

    /// The renders, in order.
    var renders: [Render]
    /// Previews found, before selection.
    var previewsFound: Int

    /// Steps 1–3.
    static func make(_ request: PreviewRunRequest) throws -> PreviewPlan {
        let (found, all) = try expand()
        let selected = select(all, request)
        return PreviewPlan(renders: name(selected), previewsFound: found)
    }

    /// Step 2.
    static func select(_ renders: [Render], _ request: PreviewRunRequest) -> [Render] {
        renders.filter { render in
            if let filter = request.filter?.lowercased(), !filter.isEmpty,
               !render.preview.lowercased().contains(filter), !render.file.lowercased().contains(filter) {
                return false
            }
            if !request.modes.isEmpty, !request.modes.contains(render.mode) { return false }
            if !request.schemes.isEmpty, !request.schemes.contains(render.scheme) { return false }
            return true
        }
    }

    /// Step 3.
    static func name(_ renders: [Render]) -> [Render] {
        var stems: [String: String] = [:]  // "<preview>\u{0}<file>:<line>" → stem
        var used: [String: Int] = [:]
        return renders.map { render in
            var named = render
            let key = "\(render.preview)\u{0}\(render.file):\(render.line)"
            let stem: String
            if let known = stems[key] {
                stem = known
            } else {
                let base = slug(render.preview)
                let count = (used[base] ?? 0) + 1
                used[base] = count
                stem = count == 1 ? base : "\(base)-\(count)"
                stems[key] = stem
            }
            named.fileName = "\(stem)-\(render.entry)-\(render.family)-\(render.mode)\(render.scheme == "dark" ? "-dark" : "").png"
            return named
        }
    }

    /// `Lock Screen (dark)` → `lock-screen-dark`; `preview` when nothing is left.
    static func slug(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let text = words.joined(separator: "-")
        return text.isEmpty ? "preview" : String(text.prefix(80))
    }
}
