// A PreviewProvider's `previews`, split into previews as Xcode shows them: each child of a Group (or of
// a ForEach, or of the builder's tuple) is its own preview; the preview modifiers on a child (or on a
// container around it) set its family, name, layout and device; `.environment(…)` modifiers stay on the
// view and, where they pin the colour scheme, Dynamic Type size or locale, set the render's too.
//
// The walk: Group, TupleView, ForEach and Optional through their public contents; AnyView, `if`/`else`
// content and environment modifiers through `Mirror` (their storage is not public). Anything else is a
// leaf: one preview.
import Views
import Widgets

extension PreviewProvider {
    /// This type's previews, one per child of `previews`.
    static func discoveredPreviews(moduleName: String) -> [DiscoveredPreview] {
        let typeName = String(describing: Self.self)
        var leaves: [PreviewLeaf] = []
        PreviewLeaf.collect(previews, settings: PreviewLeaf.Settings(), into: &leaves)
        return leaves.enumerated().map { index, leaf in
            DiscoveredPreview(preview: leaf.preview, origin: .previewProvider(typeName: typeName, index: index),
                              moduleName: moduleName, location: leaf.settings.location)
        }
    }
}

/// One child of a `previews`, with the settings of the modifiers around it.
struct PreviewLeaf {
    /// Settings gathered on the way down.
    struct Settings {
        var family: WidgetFamily?
        var displayName: String?
        var layout: PreviewLayout = .sizeThatFits
        var device: PreviewDevice?
        var environment = PreviewEnvironment()
        /// Environment transforms, outermost first.
        var transforms: [(inout EnvironmentValues) -> Void] = []
        var location: PreviewSourceLocation?
    }

    var view: any View
    var settings: Settings

    /// The preview this leaf stands for.
    var preview: Preview {
        let view = view
        let transforms = settings.transforms
        var content = PreviewViewContent(body: {
            var wrapped = AnyView(erasing: view) ?? AnyView(EmptyView())
            // Innermost first, so the outermost modifier is applied first when resolving, as written.
            for transform in transforms.reversed() {
                wrapped = AnyView(wrapped.transformEnvironment(\.self) { transform(&$0) })
            }
            return wrapped
        })
        content.layout = settings.layout
        content.family = settings.family
        content.device = settings.device.flatMap(PreviewDeviceMatch.device(named:))
        content.environment = settings.environment
        return Preview(displayName: settings.displayName, content: .view(content))
    }

    /// Walks `view`, appending a leaf per preview.
    static func collect(_ view: any View, settings: Settings, into leaves: inout [PreviewLeaf]) {
        if let container = view as? any PreviewChildContainer {
            for child in container.previewChildren() { collect(child, settings: settings, into: &leaves) }
            return
        }
        if let modified = view as? any PreviewSettingView {
            var settings = settings
            modified.apply(to: &settings)
            collect(modified.previewContent, settings: settings, into: &leaves)
            return
        }
        if view is EmptyView { return }
        if let (content, transform) = environmentModifier(view) {
            var settings = settings
            settings.environment = settings.environment.overridden(by: .pinned(by: transform))
            settings.transforms.append(transform)
            collect(content, settings: settings, into: &leaves)
            return
        }
        if let inner = mirroredContent(view) {
            collect(inner, settings: settings, into: &leaves)
            return
        }
        leaves.append(PreviewLeaf(view: view, settings: settings))
    }

    /// An environment modifier's content and transform (Views' `EnvironmentModifierView`, read through
    /// `Mirror`: its storage is internal).
    static func environmentModifier(_ view: any View) -> (any View, (inout EnvironmentValues) -> Void)? {
        guard String(describing: type(of: view)).hasPrefix("EnvironmentModifierView<") else { return nil }
        var content: (any View)?
        var transform: ((inout EnvironmentValues) -> Void)?
        for child in Mirror(reflecting: view).children {
            if child.label == "content" { content = child.value as? any View }
            if child.label == "transform" { transform = child.value as? (inout EnvironmentValues) -> Void }
        }
        guard let content, let transform else { return nil }
        return (content, transform)
    }

    /// The one view inside an `AnyView` or `if`/`else` content (their storage is internal).
    static func mirroredContent(_ view: any View) -> (any View)? {
        let typeName = String(describing: type(of: view))
        if typeName == "AnyView" {
            return Mirror(reflecting: view).children.first { $0.label == "content" }?.value as? any View
        }
        if typeName.hasPrefix("ConditionalContent<") {
            guard let storage = Mirror(reflecting: view).children.first(where: { $0.label == "storage" })?.value
            else { return nil }
            return Mirror(reflecting: storage).children.first?.value as? any View
        }
        return nil
    }
}

/// A container whose children are previews of their own.
protocol PreviewChildContainer {
    func previewChildren() -> [any View]
}

extension Group: PreviewChildContainer {
    func previewChildren() -> [any View] { [content] }
}

extension TupleView: PreviewChildContainer {
    func previewChildren() -> [any View] {
        var children: [any View] = []
        for element in repeat each value { children.append(element) }
        return children
    }
}

extension ForEach: PreviewChildContainer {
    func previewChildren() -> [any View] { data.map { content($0) } }
}

extension Optional: PreviewChildContainer where Wrapped: View {
    func previewChildren() -> [any View] { map { [$0] } ?? [] }
}

/// A preview modifier's view.
protocol PreviewSettingView {
    var previewContent: any View { get }
    func apply(to settings: inout PreviewLeaf.Settings)
}

extension PreviewModifiedView: PreviewSettingView {
    var previewContent: any View { content }

    func apply(to settings: inout PreviewLeaf.Settings) {
        switch modifier {
        case .context(let family): settings.family = family ?? settings.family
        case .displayName(let name): settings.displayName = name
        case .layout(let layout): settings.layout = layout
        case .device(let device): settings.device = device
        }
        if settings.location == nil || location < (settings.location ?? location) { settings.location = location }
    }
}
