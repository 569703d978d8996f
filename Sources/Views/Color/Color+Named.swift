// Named colours from the asset catalog: SwiftUI's `Color(_ name: String, bundle:)` is always a catalog
// colour on iOS (system colours are statics, `Color.red`), so `Color("red")` here is a catalog name too.
// The name is looked up when the colour resolves, in the environment's colour scheme, through
// `EnvironmentValues.namedColors`; a name it lacks is clear (as iOS draws it) and the renderer warns.

extension Color {
    /// The asset catalog's colour called `name`, light or dark with the colour scheme.
    ///
    /// ```swift
    /// Text("Hi").foregroundStyle(Color("BrandBlue"))
    /// ```
    public init(_ name: String) {
        self.init(provider: .named(name))
    }

    /// The asset catalog colour of `resource` (Xcode's generated `ColorResource` symbols).
    ///
    /// ```swift
    /// Color(.brandBlue)
    /// ```
    public init(_ resource: ColorResource) {
        self.init(provider: .named(resource.name))
    }
}
