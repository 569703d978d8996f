// Finding the bundled Fonts/ directory: the environment, then beside the executable, then the source tree.
import FileAccess
import PortableFoundation

extension FontRegistry {
    /// The environment variable naming the fonts directory explicitly.
    public static let fontsEnvironmentVariable = "WIDGETRENDER_FONTS"

    /// A registry over the bundled fonts, found in this order:
    /// 1. the directory named by `WIDGETRENDER_FONTS`;
    /// 2. `<executable dir>/Fonts`, then `<executable dir>/../share/widgetrender/Fonts`;
    /// 3. the source tree this module was built from (`Fonts/` at the repository root).
    ///
    /// Throws `TypographyError.fontsDirectoryNotFound` listing every place searched.
    public static func bundled(customFontsDirectory: String? = nil,
                               fileSizeLimit: Int = FontRegistry.defaultFileSizeLimit) throws(TypographyError) -> FontRegistry {
        let searched = bundledFontsCandidates()
        guard let directory = searched.first(where: isFontsDirectory) else {
            throw .fontsDirectoryNotFound(searched: searched)
        }
        return try FontRegistry(fontsDirectory: directory, customFontsDirectory: customFontsDirectory,
                                fileSizeLimit: fileSizeLimit)
    }

    /// The candidate directories, in search order.
    static func bundledFontsCandidates(filePath: String = #filePath) -> [String] {
        var candidates: [String] = []
        if let fromEnvironment = ProcessInfo.processInfo.environment[fontsEnvironmentVariable], !fromEnvironment.isEmpty {
            candidates.append(fromEnvironment)
        }
        if let executable = executablePath() {
            let directory = parentDirectory(of: executable)
            candidates.append(directory + "/Fonts")
            candidates.append(parentDirectory(of: directory) + "/share/widgetrender/Fonts")
        }
        // This file is <root>/Sources/Typography/Fonts/FontRegistry+Bundled.swift.
        var root = filePath
        for _ in 0..<4 { root = parentDirectory(of: root) }
        candidates.append(root + "/Fonts")
        return candidates
    }

    /// `path` without its last component, as NSString's `deletingLastPathComponent` ("/a/b/c" → "/a/b",
    /// "/a" → "/", "c" → ""), without Foundation.
    static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// True when `path` holds the bundled catalog's first face.
    static func isFontsDirectory(_ path: String) -> Bool {
        guard let first = BundledFontCatalog.faces.first else { return false }
        return FileSystem.exists(path + "/" + first.file)
    }

    private static func executablePath() -> String? {
        if let resolved = FileSystem.linkText("/proc/self/exe") {
            return resolved
        }
        guard let first = CommandLine.arguments.first, first.hasPrefix("/") else { return nil }
        return first
    }
}
