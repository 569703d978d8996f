/// The fonts a renderer may use: the bundled faces of a fonts directory plus, optionally, the user fonts
/// of a custom fonts directory, each loaded lazily on first use.
///
/// A registry is an explicit value passed to whoever needs fonts; there is no shared instance. It owns one
/// FreeType library. Only files that text actually uses are read and parsed; loaded faces (and load
/// failures) are remembered. All methods are safe to call from many threads at once.
///
/// ```swift
/// let fonts = try FontRegistry.bundled()
/// let face = try fonts.face(fonts.resolve(.body).face)
/// print(face.metrics.unitsPerEm)   // 2816
/// ```
import FileAccess
import Graphics
import PortableFoundation
import Synchronization

public final class FontRegistry: Sendable {
    /// The directory holding the bundled fonts (the layout of the repository's `Fonts/`).
    public let fontsDirectory: String
    /// The directory `.custom(name, …)` fonts are looked up in, if any.
    public let customFontsDirectory: String?
    /// Font files larger than this many bytes are refused.
    public let fileSizeLimit: Int
    /// Every face the registry can load: the bundled catalog, then custom fonts in file-name order.
    public let descriptors: [FaceDescriptor]

    let library: FreeTypeLibrary
    private let state = Mutex(State())
    /// The bundled faces of each family (indexed like `BundledFamily.allCases`), as the weight matcher sees them:
    /// computed once, so resolving a font allocates nothing for matching.
    private let familyCandidates: [[FaceCandidate]]

    private struct State {
        var faces: [Int: FontFace] = [:]
        var failures: [Int: TypographyError] = [:]
        var customMatches: [String: FaceID] = [:]
    }

    /// The default file size limit: 32 MiB, above any font a widget needs.
    public static let defaultFileSizeLimit = 32 << 20

    /// Creates a registry over `fontsDirectory` (which must hold the bundled files listed in
    /// Fonts/README.md) and, optionally, a directory of user fonts for `.custom(name, …)`.
    public init(fontsDirectory: String, customFontsDirectory: String? = nil,
                fileSizeLimit: Int = FontRegistry.defaultFileSizeLimit) throws(TypographyError) {
        let root = fontsDirectory.hasSuffix("/") ? String(fontsDirectory.dropLast()) : fontsDirectory
        var descriptors: [FaceDescriptor] = []
        for (index, face) in BundledFontCatalog.faces.enumerated() {
            let path = root + "/" + face.file
            guard FileSystem.exists(path) else {
                throw .unreadableFile(path: path, reason: "bundled font missing from the fonts directory")
            }
            descriptors.append(FaceDescriptor(id: FaceID(rawValue: index), path: path, family: face.family,
                                              weight: face.weight, isItalic: face.isItalic))
        }
        if let customFontsDirectory {
            let names: [String]
            do {
                names = try FileSystem.names(in: customFontsDirectory)
            } catch {
                throw .unreadableFile(path: customFontsDirectory, reason: "cannot list the custom fonts directory")
            }
            let fontFiles = names.filter { FontRegistry.isFontFileName($0) }.sorted()
            for name in fontFiles {
                descriptors.append(FaceDescriptor(id: FaceID(rawValue: descriptors.count),
                                                  path: customFontsDirectory + "/" + name, family: nil,
                                                  weight: 400, isItalic: false))
            }
        }
        self.fontsDirectory = root
        self.customFontsDirectory = customFontsDirectory
        self.fileSizeLimit = fileSizeLimit
        self.descriptors = descriptors
        self.familyCandidates = BundledFamily.allCases.map { family in
            descriptors.filter { $0.family == family }
                .map { FaceCandidate(id: $0.id, weight: $0.weight, isItalic: $0.isItalic) }
        }
        self.library = try FreeTypeLibrary()
    }

    /// The face with identifier `id`, loading it on first use.
    public func face(_ id: FaceID) throws(TypographyError) -> FontFace {
        guard id.rawValue >= 0, id.rawValue < descriptors.count else { throw .unknownFace(id) }
        let cached: Result<FontFace, TypographyError>? = state.withLock { state in
            if let face = state.faces[id.rawValue] { return .success(face) }
            if let failure = state.failures[id.rawValue] { return .failure(failure) }
            return nil
        }
        if let cached { return try cached.get() }
        // Load outside the registry lock so other threads keep using loaded faces meanwhile; if two
        // threads race to load the same face, the first one stored wins and the other copy is dropped.
        let result: Result<FontFace, TypographyError>
        do {
            result = .success(try FontFace(id: id, path: descriptors[id.rawValue].path, library: library,
                                           fileSizeLimit: fileSizeLimit))
        } catch {
            result = .failure(error)
        }
        let stored: Result<FontFace, TypographyError> = state.withLock { state in
            if let face = state.faces[id.rawValue] { return .success(face) }
            switch result {
            case .success(let face): state.faces[id.rawValue] = face
            case .failure(let error): state.failures[id.rawValue] = error
            }
            return result
        }
        return try stored.get()
    }

    /// How many faces have been read and parsed so far (faces load lazily).
    public var loadedFaceCount: Int {
        state.withLock { $0.faces.count }
    }

    /// True when face `id` has been read and parsed (faces load lazily; the emoji face only for emoji).
    public func isLoaded(_ id: FaceID) -> Bool {
        state.withLock { $0.faces[id.rawValue] != nil }
    }

    /// The bundled faces of `family`, as the weight matcher sees them.
    func candidates(of family: BundledFamily) -> [FaceCandidate] {
        familyCandidates[family.catalogIndex]
    }

    /// The bundled face of `family` closest to `weight` and `italic`.
    func match(_ family: BundledFamily, weight: Int, italic: Bool) -> FaceMatch? {
        FaceMatching.bestFace(among: candidates(of: family), weight: weight, italic: italic)
    }

    /// Remembers a custom-name lookup.
    func rememberCustomMatch(_ key: String, _ id: FaceID) {
        state.withLock { $0.customMatches[key] = id }
    }

    /// A remembered custom-name lookup.
    func rememberedCustomMatch(_ key: String) -> FaceID? {
        state.withLock { $0.customMatches[key] }
    }

    static func isFontFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !lower.hasPrefix(".") && (lower.hasSuffix(".ttf") || lower.hasSuffix(".otf"))
    }
}
