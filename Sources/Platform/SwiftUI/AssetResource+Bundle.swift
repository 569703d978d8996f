// Apple's spellings of asset-catalog lookups that take a `Bundle` (Foundation's type, which only this
// Linux-only module may name: the core modules use FoundationEssentials, which has no Bundle). The bundle
// does not choose a catalog here: the render's resources carry the one catalog names resolve from
// (docs/limits.md "Asset catalogs").
import Foundation
import Views

extension Color {
    /// The asset catalog colour `name` (SwiftUI's `Color(_:bundle:)`; the bundle is not consulted).
    ///
    /// ```swift
    /// Color("BrandBlue", bundle: .main)
    /// ```
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }
}

extension Image {
    /// The asset catalog image `name` (SwiftUI's `Image(_:bundle:)`; the bundle is not consulted).
    ///
    /// ```swift
    /// Image("avatar", bundle: .module)
    /// ```
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }
}

extension ColorResource {
    /// A colour resource as Xcode's generated symbols declare it (the bundle is not consulted).
    public init(name: String, bundle: Bundle) {
        self.init(name: name)
    }
}

extension ImageResource {
    /// An image resource as Xcode's generated symbols declare it (the bundle is not consulted).
    public init(name: String, bundle: Bundle) {
        self.init(name: name)
    }
}
