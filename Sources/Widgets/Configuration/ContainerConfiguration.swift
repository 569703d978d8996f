import Graphics
import Layout
import Views

/// What a widget body declares about its container: WidgetKit's configuration modifiers, read from
/// the view (`containerBackground`, `containerBackgroundRemovable`, `contentMarginsDisabled`).
///
/// The modifiers declare preferences (Views' `PreferenceKey`), so any resolution of the body carries
/// them in `ResolvedView.preferences`; ``extract(from:environment:resolver:)`` runs a cheap
/// resolution to read them before the renderer composes the widget (``WidgetScene``).
///
/// ```swift
/// let configuration = try ContainerConfiguration.extract(from: MyWidgetView(), environment: canvas.environment())
/// configuration.isContentMarginsDisabled   // true after `.contentMarginsDisabled()`
/// ```
public struct ContainerConfiguration {
    /// The declared container background; nil when the body declares none (the renderer then draws
    /// the default, ``WidgetContainer/defaultBackground(for:)``).
    public var containerBackground: ContainerBackground?
    /// False after `containerBackgroundRemovable(false)` (§3).
    public var isContainerBackgroundRemovable: Bool
    /// True after `contentMarginsDisabled()` (§2.5).
    public var isContentMarginsDisabled: Bool
    /// What the body declared more than once (the first, outermost declaration wins).
    public var warnings: [ResolveWarning]

    /// A configuration with no background, a removable one, and margins on.
    public init(containerBackground: ContainerBackground? = nil, isContainerBackgroundRemovable: Bool = true,
                isContentMarginsDisabled: Bool = false, warnings: [ResolveWarning] = []) {
        self.containerBackground = containerBackground
        self.isContainerBackgroundRemovable = isContainerBackgroundRemovable
        self.isContentMarginsDisabled = isContentMarginsDisabled
        self.warnings = warnings
    }

    /// The configuration a resolved body declared through its preferences.
    public init(preferences: PreferenceValues) {
        let backgrounds = preferences[ContainerBackgroundPreferenceKey.self]
        var warnings: [ResolveWarning] = []
        if backgrounds.count > 1 {
            warnings.append(ResolveWarning(.invalidValue, "containerBackground(for: .widget) is declared "
                + "\(backgrounds.count) times; the first (outermost) one is used"))
        }
        self.init(containerBackground: backgrounds.first,
                  isContainerBackgroundRemovable: preferences[ContainerBackgroundRemovablePreferenceKey.self],
                  isContentMarginsDisabled: preferences[ContentMarginsDisabledPreferenceKey.self],
                  warnings: warnings)
    }

    /// Resolves `view` once in `environment` with placeholder services (no text is measured and no
    /// image decoded) and returns what its configuration modifiers declared, anywhere in the tree.
    public static func extract<V: View>(from view: V, environment: EnvironmentValues = EnvironmentValues(),
                                        resolver: ViewResolver = ViewResolver()) throws(ResolveError)
        -> ContainerConfiguration
    {
        try probe(view, environment: environment, resolver: resolver).configuration
    }

    /// The configuration pass, also returning the body it resolved (with placeholder sizes): the
    /// accessoryInline rules read the first image and text from it.
    static func probe<V: View>(_ view: V, environment: EnvironmentValues,
                               resolver: ViewResolver) throws(ResolveError)
        -> (configuration: ContainerConfiguration, body: ResolvedView)
    {
        let body = try resolver.resolve(view, environment: environment, services: ConfigurationProbeServices())
        return (ContainerConfiguration(preferences: body.preferences), body)
    }
}

/// Services for the configuration pass: every text and image is a zero-size leaf, so the pass does
/// no font or image work. Its layout is thrown away.
private struct ConfigurationProbeServices: ResolveServices {
    func textLeaf(for text: ResolvedText) -> any LeafLayout { EmptyLeaf() }
    func imageInfo(for source: ImageSource) throws -> ImageInfo { ImageInfo(pixelWidth: 0, pixelHeight: 0) }
    func symbolLeaf(for image: ResolvedImage) throws -> any LeafLayout { EmptyLeaf() }
}

/// A leaf of size zero.
private struct EmptyLeaf: LeafLayout {
    func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }
}
