import Views

/// Widget code as it is written against Xcode's generated asset symbols (Color.brandBlue, .accent,
/// Image(.statusIcons), ImageResource.Icons/badge → .iconsBadge): it compiles only if the AssetSymbols plugin
/// generated them from this target's Assets.xcassets.
public struct FixtureWidget: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 6) {
            Image(.iconsBadge).foregroundStyle(.brandBlue)
            Image(.statusIcons)
            Text("Hi").foregroundStyle(Color.accent)
        }
    }

    /// The catalog the generated symbols came from.
    public static var catalogPath: String { GeneratedAssetSymbols.catalogPath }

    /// The names behind the generated symbols, in declaration order.
    public static var names: [String] {
        [ColorResource.brandBlue.name, ColorResource.accent.name, ImageResource.iconsBadge.name, ImageResource.statusIcons.name]
    }
}
