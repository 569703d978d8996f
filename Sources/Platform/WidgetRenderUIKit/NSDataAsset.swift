// UIKit's data asset: the contents of a data set (`Name.dataset`) of the extension's asset catalog, read
// when widget code creates it, as on iOS. The catalog is the one AssetCatalog's BundleCatalog finds for the
// calling code (the previews runner's, else the one beside the module's sources); the bundle argument does not
// choose another, as with `Image(_:bundle:)` here. A set that is missing, or whose file the reader refuses
// (larger than the catalog's limit, a link out of the catalog), is nil, the refusal warned about on
// standard error with the file named (docs/platform-api.md).
internal import AssetCatalog
import Foundation

/// The name of a data asset (UIKit's `NSDataAssetName`).
public typealias NSDataAssetName = String

/// A data set of the asset catalog (UIKit's `NSDataAsset`, Linux shim).
///
/// ```swift
/// if let asset = NSDataAsset(name: "team.v1") {
///     let team = try JSONDecoder().decode(Team.self, from: asset.data)
/// }
/// ```
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: every stored property is an immutable value.
    /// The data set's name.
    public let name: NSDataAssetName
    /// The contents of the data set's file.
    public let data: Data
    /// The uniform type identifier of the file (`public.json` …).
    public let typeIdentifier: String

    /// The data set `name` of the extension's catalog, or nil when there is none (UIKit's `init?(name:)`).
    /// `fileID` and `filePath` name the caller, whose module's catalog is read outside the previews runner:
    /// leave their defaults.
    public convenience init?(name: NSDataAssetName, fileID: String = #fileID, filePath: String = #filePath) {
        self.init(name: name, bundle: .main, fileID: fileID, filePath: filePath)
    }

    /// The data set `name` (UIKit's `init?(name:bundle:)`; the bundle does not choose another catalog here).
    public init?(name: NSDataAssetName, bundle: Bundle, fileID: String = #fileID, filePath: String = #filePath) {
        let module = fileID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        guard let asset = BundleCatalog.dataAsset(named: name, module: module, filePath: filePath) else { return nil }
        self.name = name
        self.data = Data(asset.bytes)
        self.typeIdentifier = asset.typeIdentifier
        super.init()
    }

    /// The asset itself: it is immutable (UIKit's `NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
