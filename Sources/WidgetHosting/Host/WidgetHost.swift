// WidgetKit's host, for one widget: ask the provider (placeholder, snapshot or timeline) or take the
// entry given, build the view WidgetKit would (the configuration's content for the entry, the entry's
// date as the render's date, the configuration's container options, `.placeholder` redaction for the
// placeholder), and render it with WidgetRenderer (Render's public API; nothing of Render changes).
//
// 1. Declaration: the widget's configuration, flattened (kind, families, options, provider, content).
// 2. Family: refuse one outside `supportedFamilies`, naming those supported.
// 3. Context: family, display size, isPreview and environment variants from the render options.
// 4. Entries: the one given, or the provider's answer within `providerTimeout`.
// 5. Each entry → view → WidgetRenderer.rendering(_:options:resources:).
import Foundation
import PreviewRun
import Render
import Views
import WidgetApp
import Widgets
import WidgetIntents

/// Renders a `Widget` as WidgetKit shows it: through its provider's placeholder, snapshot or timeline,
/// or with an entry you give.
///
/// ```swift
/// let host = WidgetHost(resources: try RenderResources.bundled())
/// let options = WidgetRenderOptions(family: .systemSmall)
/// let output = try host.render(MyAppWidget(), entry: HabitEntry.sample, options: options)
/// let placeholder = try host.renderPlaceholder(MyAppWidget(), options: options)   // redacted
/// let timeline = try await host.renderTimeline(MyAppWidget(), options: options)   // one image per entry
/// ```
public struct WidgetHost {
    /// The longest wait for one provider call when none is given: PreviewRun's default (10 s), the one value
    /// `widgetrender previews`, the snapshot library and the host share.
    public static let defaultProviderTimeout: Duration =
        .milliseconds(Int64(PreviewRunRequest.defaultProviderTimeoutSeconds * 1000))

    /// The renderer.
    public var renderer: WidgetRenderer
    /// Fonts, caches and images.
    public var resources: RenderResources
    /// The longest wait for one provider call; past it the render fails with
    /// ``WidgetHostError/providerTimedOut(kind:call:timeout:)``.
    public var providerTimeout: Duration

    /// A host over `resources`.
    public init(renderer: WidgetRenderer = WidgetRenderer(), resources: RenderResources,
                providerTimeout: Duration = WidgetHost.defaultProviderTimeout) {
        self.renderer = renderer
        self.resources = resources
        self.providerTimeout = providerTimeout
    }

    // MARK: Widgets

    /// Renders `widget` showing `entry`.
    public func render<W: Widget, Entry: TimelineEntry>(_ widget: W, entry: Entry,
                                                        options: WidgetRenderOptions) throws(WidgetHostError)
        -> WidgetRenderOutput
    {
        try render(Self.declaration(of: widget), entry: entry, options: options)
    }

    /// Renders `widget`'s placeholder: `placeholder(in:)`'s entry, redacted as WidgetKit shows it.
    public func renderPlaceholder<W: Widget>(_ widget: W, options: WidgetRenderOptions) throws(WidgetHostError)
        -> WidgetRenderOutput
    {
        try renderPlaceholder(Self.declaration(of: widget), options: options)
    }

    /// Renders `widget`'s snapshot (`context.isPreview` true), configured by `intent` if given.
    public func renderSnapshot<W: Widget>(_ widget: W, options: WidgetRenderOptions,
                                          intent: (any AppIntent)? = nil) async throws(WidgetHostError)
        -> WidgetRenderOutput
    {
        try await renderSnapshot(Self.declaration(of: widget), options: options, intent: intent)
    }

    /// Renders every entry of `widget`'s timeline, in order, configured by `intent` if given.
    public func renderTimeline<W: Widget>(_ widget: W, options: WidgetRenderOptions,
                                          intent: (any AppIntent)? = nil) async throws(WidgetHostError)
        -> WidgetTimelineRender
    {
        try await renderTimeline(Self.declaration(of: widget), options: options, intent: intent)
    }

    // MARK: Declarations

    /// Renders the declared widget showing `entry`.
    public func render<Entry: TimelineEntry>(_ declaration: WidgetDeclaration, entry: Entry,
                                             options: WidgetRenderOptions) throws(WidgetHostError)
        -> WidgetRenderOutput
    {
        let source = try Self.source(of: declaration, family: options.family)
        guard let frame = source.frame(entry) else {
            throw .entryTypeMismatch(kind: declaration.kind, expected: source.entryTypeName, given: "\(Entry.self)")
        }
        return try draw(frame, of: declaration, options: options, redacted: false)
    }

    /// Renders the declared widget's placeholder, redacted.
    public func renderPlaceholder(_ declaration: WidgetDeclaration,
                                  options: WidgetRenderOptions) throws(WidgetHostError) -> WidgetRenderOutput {
        let source = try Self.source(of: declaration, family: options.family)
        let context = try Self.context(for: options, isPreview: false, kind: declaration.kind)
        return try draw(source.placeholder(context), of: declaration, options: options, redacted: true)
    }

    /// Renders the declared widget's snapshot (`context.isPreview` true).
    public func renderSnapshot(_ declaration: WidgetDeclaration, options: WidgetRenderOptions,
                               intent: (any AppIntent)? = nil) async throws(WidgetHostError) -> WidgetRenderOutput {
        let source = try Self.source(of: declaration, family: options.family)
        let context = try Self.context(for: options, isPreview: true, kind: declaration.kind)
        let frame = try await source.snapshot(context, ProviderWait(timeout: providerTimeout), intent)
        return try draw(frame, of: declaration, options: options, redacted: false)
    }

    /// Renders every entry of the declared widget's timeline, in the order the provider gave them.
    public func renderTimeline(_ declaration: WidgetDeclaration, options: WidgetRenderOptions,
                               intent: (any AppIntent)? = nil) async throws(WidgetHostError) -> WidgetTimelineRender {
        let source = try Self.source(of: declaration, family: options.family)
        let context = try Self.context(for: options, isPreview: false, kind: declaration.kind)
        let (frames, policy) = try await source.timeline(context, ProviderWait(timeout: providerTimeout), intent)
        var rendered: [WidgetTimelineFrame] = []
        for frame in frames {
            let output = try draw(frame, of: declaration, options: options, redacted: false)
            rendered.append(WidgetTimelineFrame(date: frame.date, relevance: frame.relevance, entry: frame.entry,
                                                output: output))
        }
        return WidgetTimelineRender(frames: rendered, policy: policy)
    }

    // MARK: Steps

    /// The first renderable declaration of `widget` (step 1).
    public static func declaration<W: Widget>(of widget: W) throws(WidgetHostError) -> WidgetDeclaration {
        try WidgetDeclaration.declaration(of: widget)
    }

    /// The provider and content, once the family is known to be supported (step 2).
    static func source(of declaration: WidgetDeclaration, family: WidgetFamily) throws(WidgetHostError)
        -> WidgetTimelineSource
    {
        guard let source = declaration.timeline else {
            throw .notRenderable(kind: declaration.kind, configuration: declaration.configuration)
        }
        guard declaration.supportedFamilies.contains(family) else {
            throw .unsupportedFamily(kind: declaration.kind, family: family, supported: declaration.supportedFamilies)
        }
        return source
    }

    /// The context WidgetKit would pass for `options` (step 3): the family, its display size on the
    /// device, `isPreview`, and the variants of colour scheme (light, dark), display scale, family and
    /// rendering mode (those a device of the options' idiom shows the family in, ``Widgets/WidgetShowcase``).
    public static func context(for options: WidgetRenderOptions, isPreview: Bool) throws(WidgetError)
        -> TimelineProviderContext
    {
        let canvas = try options.canvas()
        var variants = TimelineProviderContext.EnvironmentVariants()
        variants.set(\.colorScheme, [.light, .dark])
        variants.set(\.displayScale, [canvas.scale])
        variants.set(\.widgetFamily, [options.family])
        var modes: [WidgetRenderingMode] = []
        for mode in WidgetMode.allCases where mode.exists(in: options.resolvedOS)
            && WidgetShowcase.isShown(options.family, in: mode, on: options.device, os: options.resolvedOS)
            && !modes.contains(mode.renderingMode(for: options.family)) {
            modes.append(mode.renderingMode(for: options.family))
        }
        variants.set(\.widgetRenderingMode, modes)
        let size = CGSize(width: canvas.displaySize.width, height: canvas.displaySize.height)
        return TimelineProviderContext(family: options.family, isPreview: isPreview, displaySize: size,
                                       environmentVariants: variants)
    }

    static func context(for options: WidgetRenderOptions, isPreview: Bool,
                        kind: String) throws(WidgetHostError) -> TimelineProviderContext {
        do { return try context(for: options, isPreview: isPreview) } catch {
            throw .render(kind: kind, RenderError(.scene, .widget(error)))
        }
    }

    /// One entry's view, rendered (step 5): the entry's date is the render's date; the configuration's
    /// `contentMarginsDisabled()` and `containerBackgroundRemovable(false)` apply to the whole widget,
    /// as in WidgetKit; a placeholder is redacted.
    func draw(_ frame: WidgetFrame, of declaration: WidgetDeclaration, options: WidgetRenderOptions,
              redacted: Bool) throws(WidgetHostError) -> WidgetRenderOutput {
        let view = Self.view(of: frame, declaration: declaration, redacted: redacted)
        do { return try renderer.rendering(view, options: options, resources: resources) } catch {
            throw .render(kind: declaration.kind, error)
        }
    }

    /// The view step 5 renders for `frame`: its content with the entry's date, the configuration's options,
    /// redacted for a placeholder.
    static func view(of frame: WidgetFrame, declaration: WidgetDeclaration, redacted: Bool) -> AnyView {
        var view = AnyView(frame.content.environment(\.renderDate, frame.date))
        if declaration.isContentMarginsDisabled { view = AnyView(view.contentMarginsDisabled()) }
        if !declaration.isContainerBackgroundRemovable { view = AnyView(view.containerBackgroundRemovable(false)) }
        if redacted { view = AnyView(view.redacted(reason: .placeholder)) }
        return view
    }
}
