// `previews --filter TEXT`: which previews a run keeps, decided before anything is expanded.
// 1. A label, `File.swift:line` (the form index.html and the contact sheet show) or `Module/File.swift:line`:
//    the preview written at that line of that file, exactly (so `W.swift:24` is not `W.swift:242`, and an
//    unnamed preview can be singled out), or a preview whose whole name it is.
// 2. Anything else: previews whose name, source file or source description contains TEXT, any letter case.

/// The previews a `--filter` value selects.
///
/// ```swift
/// let filter = PreviewFilter("StepsWidget.swift:242")
/// filter.selects(name: "Steps", fileID: "Ext/StepsWidget.swift", line: 242, source: "…")   // true
/// ```
public struct PreviewFilter: Equatable, Sendable {
    /// The value as given.
    public var text: String

    /// A filter for `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// `(file, line)` when the text is a label (`File.swift:242`, `Module/File.swift:242`), else nil.
    var label: (file: String, line: Int)? {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        let file = text[..<colon], digits = text[text.index(after: colon)...]
        guard !file.isEmpty, !digits.isEmpty, digits.allSatisfy(\.isASCII), let line = Int(digits) else { return nil }
        return (String(file).lowercased(), line)
    }

    /// True when the preview `name`, written at `line` of `fileID` (nil: unknown) and described by `source`
    /// (``PreviewRenderRecord/file``'s fallback), is selected.
    public func selects(name: String, fileID: String?, line: Int?, source: String) -> Bool {
        let key = text.lowercased()
        if key.isEmpty { return true }
        if let label {
            if name.lowercased() == key { return true }
            guard let fileID, let line, line == label.line else { return false }
            let file = fileID.lowercased()
            return file == label.file || file.hasSuffix("/" + label.file)
        }
        return name.lowercased().contains(key) || (fileID?.lowercased().contains(key) ?? false)
            || source.lowercased().contains(key)
    }
}
