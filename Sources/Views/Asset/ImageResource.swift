/// An image in the asset catalog, by name (SwiftUI's iOS 17 `ImageResource`, as Xcode's generated
/// symbols declare them): `Image(.avatar)` resolves the catalog's "avatar".
///
/// ```swift
/// extension ImageResource { static let avatar = ImageResource(name: "avatar") }
/// Image(.avatar).resizable().frame(width: 32, height: 32)
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The catalog name (`Folder/Name` inside a namespace folder).
    public let name: String

    /// An image resource named `name`. (Apple's `init(name:bundle:)` is in the Linux `SwiftUI` module;
    /// the bundle does not choose the catalog here: the render's resources do.)
    public init(name: String) {
        self.name = name
    }
}

extension Image {
    /// The catalog image of `resource` (the same image as `Image(resource.name)`).
    ///
    /// ```swift
    /// Image(.avatar).clipShape(Circle())
    /// ```
    public init(_ resource: ImageResource) {
        self.init(source: .named(resource.name))
    }
}
