// Finding the bundled Fonts/ directory: the environment, then beside the executable, then the source tree.
import Foundation

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
            let directory = (executable as NSString).deletingLastPathComponent
            candidates.append(directory + "/Fonts")
            candidates.append(((directory + "/../share/widgetrender/Fonts") as NSString).standardizingPath)
        }
        // This file is <root>/Sources/Typography/Fonts/FontRegistry+Bundled.swift.
        var root = filePath as NSString
        for _ in 0..<4 { root = root.deletingLastPathComponent as NSString }
        candidates.append((root as String) + "/Fonts")
        return candidates
    }

    /// True when `path` holds the bundled catalog's first face.
    static func isFontsDirectory(_ path: String) -> Bool {
        guard let first = BundledFontCatalog.faces.first else { return false }
        return FileManager.default.fileExists(atPath: path + "/" + first.file)
    }

    private static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return Bundle.main.executablePath
    }
}
