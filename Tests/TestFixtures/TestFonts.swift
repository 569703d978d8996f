import Typography

/// The repository's bundled fonts, shared by the tests: faces load lazily and the registry is
/// thread-safe, so one registry saves re-parsing the same files in every test.
public enum TestFonts {
    private static let shared = Result { () throws(TypographyError) -> FontRegistry in try FontRegistry.bundled() }

    /// The shared registry (a failure to find Fonts/ fails the calling test).
    public static func registry() throws -> FontRegistry { try shared.get() }
}
