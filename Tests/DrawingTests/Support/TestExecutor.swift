import Drawing

/// An executor drawing with the bundled fonts (TestSupport's TestFonts) and a glyph cache of its own.
func testExecutor() throws -> DisplayListExecutor {
    DisplayListExecutor(fonts: try TestFonts.registry(), glyphCache: GlyphCache())
}
