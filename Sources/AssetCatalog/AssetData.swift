// A data set (`Name.dataset/Contents.json`, Asset Catalog Format Reference "Data Set Type"): its files by
// idiom with their uniform type identifiers, the one a widget reads (UIKit's NSDataAsset picks the file
// "that most closely matches the device": for an iPhone widget the `iphone` file, else the `universal` one),
// and the confined, bounded read of its bytes.
import FileAccess

/// A named data asset of the catalog: the files of its data set an iPhone uses.
///
/// ```swift
/// let bytes = try catalog.data(named: "team.v1")?.file?.read(limit: 1 << 20)
/// ```
public struct AssetData: Hashable, Sendable {
    /// One file of the set.
    public struct File: Hashable, Sendable {
        /// The file's path (inside the data set's folder).
        public var path: String
        /// The file's uniform type identifier: the entry's `universal-type-identifier`, else the one its
        /// extension names (``AssetData/typeIdentifier(ofFileNamed:)``), as Xcode's asset compiler records it.
        public var typeIdentifier: String
        /// True for an `iphone` file (preferred to a `universal` one).
        public var isDeviceSpecific: Bool
        /// The real path of the catalog folder the file must stay inside when it is read (FileAccess's
        /// Confinement).
        public var folder: String

        /// The file's bytes, at most `limit` of them; throws an ``AssetCatalogError`` naming the file when it
        /// is larger, leaves the catalog's folder, or cannot be read.
        public func read(limit: Int) throws(AssetCatalogError) -> [UInt8] {
            do { return try Confinement.readAll(path, inside: folder, limit: limit) } catch {
                switch error {
                case .outsideFolder:
                    throw AssetCatalogError(path: path, "is a symbolic link out of the asset catalog's folder; a data set's "
                                            + "files may not leave it")
                case .tooLarge:
                    throw AssetCatalogError(path: path, "larger than \(limit) bytes, the limit of one data asset "
                                            + "(AssetCatalogLimits.maximumDataBytes)")
                default:
                    throw AssetCatalogError(path: path, "cannot be read: \(error)")
                }
            }
        }
    }

    /// The catalog name (`Folder/Name` inside a namespace folder).
    public var name: String
    /// Its files for iPhone (idiom `universal` or `iphone`), `iphone` ones first.
    public var files: [File]

    /// The file an iPhone widget reads: the first `iphone` file, else the first `universal` one; nil when
    /// the set has none for iPhone.
    public var file: File? { files.first }

    /// The uniform type identifier of a file by its extension, for an entry without
    /// `universal-type-identifier` (the system's declarations of these public types); `public.data` for any
    /// other.
    public static func typeIdentifier(ofFileNamed name: String) -> String {
        let suffix = AssetCatalogReader.split(name).1 ?? ""
        return typeIdentifiers[suffix] ?? "public.data"
    }

    /// The system-declared type of each common extension a data set holds.
    private static let typeIdentifiers: [String: String] = [
        "json": "public.json", "txt": "public.plain-text", "text": "public.plain-text", "xml": "public.xml",
        "plist": "com.apple.property-list", "csv": "public.comma-separated-values-text", "html": "public.html",
        "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
        "pdf": "com.adobe.pdf", "mp3": "public.mp3", "m4a": "com.apple.m4a-audio", "wav": "com.microsoft.waveform-audio",
        "mp4": "public.mpeg-4", "mov": "com.apple.quicktime-movie", "zip": "public.zip-archive",
    ]
}
