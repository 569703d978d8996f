import Graphics

/// What sizes a custom symbol (an asset catalog's symbol set, `Image("name")`) as SF Symbols are sized: the
/// point size and weight of the font around it and the image scale.
///
/// ```swift
/// let sizing = ImageSymbolSizing(environment: environment)   // .body: 17 pt, regular, medium
/// ```
public struct ImageSymbolSizing: Hashable, Sendable {
    /// The font's point size at the environment's Dynamic Type size.
    public var pointSize: Double
    /// The font's weight.
    public var weight: Font.Weight
    /// The image scale (`imageScale(_:)`).
    public var scale: SymbolScale

    /// A sizing from its parts.
    public init(pointSize: Double, weight: Font.Weight, scale: SymbolScale) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// The sizing of `environment`'s font (`.body` when none), at its Dynamic Type size.
    public init(environment: EnvironmentValues) {
        let font = (environment.font ?? .body).sized(for: environment.dynamicTypeSize)
        self.init(pointSize: font.requestedPointSize, weight: font.resolvedWeight, scale: environment.imageScale)
    }
}
