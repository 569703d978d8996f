import Graphics
import Layout

/// A colour that adapts to the environment (SwiftUI's `Color`): a view that fills its frame, and a
/// shape style. System colours resolve per colour scheme (WIDGETKIT.md §6.1, iOS 18 profile).
///
/// ```swift
/// Color.orange.frame(height: 4)
/// Color(red: 0.2, green: 0.5, blue: 0.9).opacity(0.5)
/// Text("Hi").foregroundStyle(Color(white: 0.4))
/// ```
public struct Color: Hashable, Sendable {
    enum Provider: Hashable, Sendable {
        case rgba(RGBAColor)
        case system(SystemColor)
        case accent
        /// An asset catalog colour (Color+Named.swift).
        case named(String)
        /// The lighter top of `Color.gradient` (AnyGradient.swift).
        indirect case gradientTop(Color)
        /// One value per colour scheme (a UIKit dynamic colour, `Color(lightScheme:darkScheme:)`).
        case schemed(light: RGBAColor, dark: RGBAColor)
    }

    let provider: Provider
    let opacityFactor: Double

    init(provider: Provider, opacity: Double = 1) {
        self.provider = provider
        self.opacityFactor = opacity
    }

    /// A system colour (palette or semantic), resolved per colour scheme. Disfavoured, so that
    /// `Color(.separator)` names a catalog's generated `ColorResource.separator` when there is one (SwiftUI
    /// has no such initializer, so its `Color(.name)` is always the resource).
    @_disfavoredOverload
    public init(_ systemColor: SystemColor) {
        self.init(provider: .system(systemColor))
    }

    /// A colour with one value in the light scheme and another in the dark one: how the Linux `UIKit`
    /// module carries `UIColor(dynamicProvider:)` into `Color(uiColor:)`.
    ///
    /// ```swift
    /// Color(lightScheme: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), darkScheme: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    /// ```
    public init(lightScheme: RGBAColor, darkScheme: RGBAColor) {
        self.init(provider: .schemed(light: lightScheme, dark: darkScheme))
    }

    /// The colour with its opacity multiplied by `opacity` (0…1).
    ///
    /// ```swift
    /// Color.gray.opacity(0.3)
    /// ```
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)
        return Color(provider: provider, opacity: opacityFactor * factor)
    }

    /// The colour's sRGB value in `environment` (its colour scheme).
    public func resolve(in environment: EnvironmentValues) -> RGBAColor {
        let base: RGBAColor
        switch provider {
        case .rgba(let color): base = color
        case .system(let system): base = system.color(in: environment.colorScheme, profile: environment.osProfile)
        case .accent:
            base = environment.namedColors?.accentColor(colorScheme: environment.colorScheme,
                                                        contrast: environment.colorSchemeContrast)
                ?? SystemColor.blue.color(in: environment.colorScheme, profile: environment.osProfile)
        case .named(let name):
            base = environment.namedColors?.color(named: name, colorScheme: environment.colorScheme,
                                                  contrast: environment.colorSchemeContrast) ?? .clear
        case .gradientTop(let color): base = ColorGradientTop.lightened(color.resolve(in: environment))
        case .schemed(let light, let dark): base = environment.colorScheme == .dark ? dark : light
        }
        return opacityFactor == 1 ? base : base.multipliedAlpha(opacityFactor)
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        .solid(resolve(in: environment).multipliedAlpha(ShapeStyleResolver.opacity(atLevel: level)))
    }
}

extension Color: View {
    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let paint = ResolvedPaint.solid(resolve(in: environment))
        nodes.append(try context.node(.shape, name: "Color", content: .paint(paint)))
    }
}
