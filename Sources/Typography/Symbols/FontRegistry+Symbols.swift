// The icon fonts behind SF Symbols stand-ins, read from the same fonts directory as the text faces.
import Graphics

extension FontRegistry {
    /// The full path of an icon font file in this registry's fonts directory.
    public func path(of symbolFont: SymbolFont) -> String {
        fontsDirectory + "/" + symbolFont.file
    }

    /// The identifier given to an icon font's face: negative (−1, −2, …), outside the registry's own face
    /// table, so glyph caches keyed by face never mix icons with text.
    public static func faceID(of symbolFont: SymbolFont) -> FaceID {
        FaceID(rawValue: -1 - (SymbolFont.allCases.firstIndex(of: symbolFont) ?? 0))
    }

    /// Reads and opens an icon font (not cached here: `SymbolOutlines` keeps the faces it opens).
    func openSymbolFace(_ symbolFont: SymbolFont) throws(TypographyError) -> FontFace {
        try FontFace(id: FontRegistry.faceID(of: symbolFont), path: path(of: symbolFont), library: library,
                     fileSizeLimit: fileSizeLimit)
    }
}
