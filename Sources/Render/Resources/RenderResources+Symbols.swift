// A resolved `Image(systemName:)` → its outline: the catalogue's glyph sized for the font the image
// resolved with (SymbolOutlines, cap-height centred on the text baseline), or the placeholder (a question
// mark in a rounded square) when the catalogue lacks the name. The layout leaf and the builder ask the
// same question, so what is measured is what is drawn.
import Graphics
import Typography
import Views

extension RenderResources {
    /// The outline of `image`'s symbol at `displayScale` (pixels per point, for flattening tolerances),
    /// the placeholder for an unknown name; nil when `image` is not an `Image(systemName:)`.
    func symbolGlyph(for image: ResolvedImage, displayScale: Double) throws(RenderError.Reason) -> SymbolGlyph? {
        guard case .systemName(let name) = image.source else { return nil }
        let font = image.symbol?.font ?? .body
        let scale = image.symbol?.scale ?? .medium
        do {
            if let glyph = try symbols.glyph(named: name, font: font, imageScale: scale, displayScale: displayScale) {
                return glyph
            }
            return try symbols.placeholder(font: font, imageScale: scale, displayScale: displayScale)
        } catch {
            throw .typography(error)
        }
    }

    /// The warning for a symbol name the catalogue lacks, with the nearest known name when one is close:
    /// `unknown symbol 'sun.max.fil'; did you mean 'sun.max.fill'?`; nil for a known name.
    static func unknownSymbolMessage(for name: String) -> String? {
        guard SymbolCatalog.entry(named: name) == nil else { return nil }
        let shown = name.count > SymbolCatalog.suggestionLengthLimit
            ? String(name.prefix(SymbolCatalog.suggestionLengthLimit)) + "…" : name
        guard let nearest = SymbolCatalog.nearestName(to: name) else {
            return "unknown symbol '\(shown)'; it is drawn as a placeholder"
        }
        return "unknown symbol '\(shown)'; did you mean '\(nearest)'?"
    }
}
