/// A colour in the asset catalog, by name (SwiftUI's iOS 17 `ColorResource`, as Xcode's generated
/// symbols declare them): `Color(.brandBlue)` resolves the catalog's "BrandBlue".
///
/// ```swift
/// extension ColorResource { static let brandBlue = ColorResource(name: "BrandBlue") }
/// Color(.brandBlue)
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The catalog name (`Folder/Name` inside a namespace folder).
    public let name: String

    /// A colour resource named `name`. (Apple's `init(name:bundle:)` is in the Linux `SwiftUI` module;
    /// the bundle does not choose the catalog here: the render's resources do.)
    public init(name: String) {
        self.name = name
    }
}
