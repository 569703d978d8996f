// The renders a preview stands for, mirroring `widgetrender gallery` per family:
//
// 1. Widget previews: the widget's declaration; refuse a family outside its `supportedFamilies`, and make
//    each entry its frame (the provider's entry type checked once, by the cast that makes the frame: an
//    entry of another type is refused before anything is drawn, so a caller writes nothing for a preview
//    that cannot render); the entries are the timeline given, or the preview's provider's timeline through
//    WidgetHost (bounded by its provider timeout).
// 2–3. The render matrix (WidgetAppearance.matrix) along the axes asked for (PreviewAxes): the modes a
//    device shows the family in, light and dark only where the scheme changes the pixels, the Dynamic Type
//    sizes and locales, on the device. A scheme, Dynamic Type size or locale the preview pins with
//    `.environment(…)` is the only one. Then each place asked for (WidgetPlacement.appearances).
// 4. View previews: full colour, each scheme, at the size of their traits (the view's own size unless
//    `.fixedLayout` / `.previewLayout(.fixed…)`), on the system background of the scheme.
import Foundation
import Graphics
import PreviewRun
import Render
import Views
import WidgetApp
import WidgetPreviews
import Widgets

extension DiscoveredPreview {
    /// The renders this preview stands for along `axes`, in a fixed order (entries, then the matrix in
    /// ``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``'s
    /// order, then the places).
    ///
    /// ```swift
    /// let host = WidgetHost(resources: try RenderResources.bundled())
    /// let renders = try await preview.renders(using: host, axes: PreviewAxes(modes: [.fullColor, .accented]))
    /// ```
    /// Throws before any render for a family the widget does not support, entries of the wrong type, an
    /// empty timeline and a provider that does not answer within `host.providerTimeout`.
    public func renders(using host: WidgetHost, axes: PreviewAxes) async throws(PreviewError) -> [PreviewRender] {
        switch preview.content {
        case .widget(let widget): return try await widgetRenders(widget, host: host, axes: axes)
        case .view(let view): return try viewRenders(view, axes: axes)
        case .activity(let activity): return try await activityRenders(activity, axes: axes)
        }
    }

    /// ``renders(using:axes:)`` along modes and schemes only.
    public func renders(using host: WidgetHost, modes: [WidgetMode] = [],
                        schemes: [ColorScheme] = []) async throws(PreviewError) -> [PreviewRender] {
        try await renders(using: host, axes: PreviewAxes(modes: modes, schemes: schemes))
    }

    /// Step 1–3 for a `#Preview` of a widget.
    private func widgetRenders(_ widget: PreviewWidgetContent, host: WidgetHost,
                               axes: PreviewAxes) async throws(PreviewError) -> [PreviewRender] {
        let declaration: WidgetDeclaration
        let source: WidgetTimelineSource
        do {
            declaration = try widget.declaration()
            source = try WidgetHost.source(of: declaration, family: widget.family)
        } catch {
            throw failure(.widget(error))
        }
        let entries: [any TimelineEntry]
        switch widget.entries {
        case .timeline(let timeline): entries = await timeline()
        case .provider(let provider):
            do {
                var options = WidgetRenderOptions(family: widget.family)
                options.device = axes.device
                let context = try WidgetHost.context(for: options, isPreview: false, kind: declaration.kind)
                entries = try await provider(declaration.kind, context, ProviderWait(timeout: host.providerTimeout))
            } catch {
                throw failure(.widget(error))
            }
        }
        guard !entries.isEmpty else { throw failure(.emptyTimeline) }
        var frames: [WidgetFrame] = []
        for entry in entries {
            guard let frame = source.frame(entry) else {
                throw failure(.widget(.entryTypeMismatch(kind: declaration.kind, expected: source.entryTypeName,
                                                         given: String(describing: type(of: entry)))))
            }
            frames.append(frame)
        }
        let family = widget.family
        var renders: [PreviewRender] = []
        for (index, frame) in frames.enumerated() {
            let view = { WidgetHost.view(of: frame, declaration: declaration, redacted: false) }
            for (options, placement) in Self.matrix(family: family, axes: axes, pinned: PreviewEnvironment()) {
                let source = sourceDescription, name = self.name
                renders.append(render(entryIndex: index, family: family, options: options, placement: placement,
                                      view: view) { host throws(PreviewError) in
                    do throws(WidgetHostError) {
                        return try host.draw(frame, of: declaration, options: options, redacted: false).output
                    } catch {
                        throw PreviewError(previewName: name, source: source, reason: .widget(error))
                    }
                })
            }
        }
        return renders
    }

    /// A `PreviewProvider` child or a view `#Preview`: as a widget of its context's family, or a plain view.
    private func viewRenders(_ view: PreviewViewContent, axes: PreviewAxes) throws(PreviewError) -> [PreviewRender] {
        let source = sourceDescription, name = self.name
        if let family = view.family {
            var axes = axes
            if let device = view.device, device.size(of: family) != nil { axes.device = device }
            return Self.matrix(family: family, axes: axes, pinned: view.environment).map { options, placement in
                render(entryIndex: nil, family: family, options: options, placement: placement,
                       view: { view.body() }) { host throws(PreviewError) in
                    do throws(RenderError) {
                        return try host.renderer.rendering(view.body(), options: options, resources: host.resources).output
                    } catch {
                        throw PreviewError(previewName: name, source: source, reason: .render(error))
                    }
                }
            }
        }
        // Step 4: a plain view, in full colour only (modes are a widget's).
        guard axes.modes.isEmpty || axes.modes.contains(.fullColor) else { return [] }
        let chosen = view.environment.colorScheme.map { [$0] } ?? (axes.schemes.isEmpty ? ColorScheme.allCases : axes.schemes)
        let sizes = view.environment.dynamicTypeSize.map { [$0] } ?? (axes.dynamicTypeSizes.isEmpty ? [.large] : axes.dynamicTypeSizes)
        let pinnedLocale: String? = view.environment.localeIdentifier
        let locales: [String?] = pinnedLocale.map { [$0] } ?? (axes.locales.isEmpty ? [nil] : axes.locales.map { $0 })
        return chosen.flatMap { scheme in
            sizes.flatMap { size in
                locales.map { locale in
                    var options = WidgetRenderOptions(family: .systemSmall, mode: .fullColor, colorScheme: scheme)
                    options.dynamicTypeSize = size
                    options.localeIdentifier = locale
                    options.layoutDirection = axes.layoutDirection
                        ?? locale.map { LayoutDirection(localeIdentifier: $0) } ?? .leftToRight
                    options.date = axes.date
                    return render(entryIndex: nil, family: nil, options: options, placement: nil,
                                  view: nil) { host throws(PreviewError) in
                        do throws(RenderError) { return try PreviewViewRendering.render(view, options: options, host: host) } catch {
                            throw PreviewError(previewName: name, source: source, reason: .render(error))
                        }
                    }
                }
            }
        }
    }

    /// Steps 2–3: the render matrix of the family along `axes` (``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``)
    /// with the pinned environment, then each place of `axes.contexts` (no place: nil).
    static func matrix(family: WidgetFamily, axes: PreviewAxes,
                       pinned: PreviewEnvironment) -> [(options: WidgetRenderOptions, placement: WidgetPlacement?)] {
        let alone = WidgetAppearance.matrix(
            families: [family], modes: axes.modes, schemes: axes.schemes,
            dynamicTypeSizes: pinned.dynamicTypeSize.map { [$0] } ?? axes.dynamicTypeSizes,
            locales: pinned.localeIdentifier.map { [$0] } ?? axes.locales.map { $0 },
            device: axes.device, pinnedScheme: pinned.colorScheme,
            profiles: axes.os.map { [$0] } ?? []).map { ($0, WidgetPlacement?.none) }
        let placed = axes.contexts.flatMap { placement in
            placement.appearances(of: family, modes: axes.modes, schemes: pinned.colorScheme.map { [$0] } ?? axes.schemes,
                                  device: axes.device).map { ($0, Optional(placement)) }
        }
        return (alone + placed).map { appearance, placement in
            var options = WidgetRenderOptions(appearance)
            if let direction = axes.layoutDirection { options.layoutDirection = direction }
            if placement != nil, let os = axes.os, os != appearance.mode.impliedProfile { options.os = os }
            options.date = axes.date
            return (options, placement)
        }
    }

    /// One render of this preview.
    private func render(entryIndex: Int?, family: WidgetFamily?, options: WidgetRenderOptions,
                        placement: WidgetPlacement?, view: (() -> AnyView)?,
                        draw: @escaping (WidgetHost) throws(PreviewError) -> RenderOutput) -> PreviewRender {
        var head = [name]
        if let entryIndex { head.append(String(entryIndex)) }
        let stem: String
        if family != nil {
            stem = placement?.fileStem(options.appearance) ?? options.appearance.fileStem
        } else {
            stem = WidgetAppearance.fileStem([options.mode.rawValue], colorScheme: options.colorScheme,
                                             dynamicTypeSize: options.dynamicTypeSize,
                                             localeIdentifier: options.localeIdentifier,
                                             layoutDirection: options.layoutDirection)
        }
        return PreviewRender(name: (head + [stem]).joined(separator: "-"), previewName: name, location: location,
                             source: sourceDescription, entryIndex: entryIndex, family: family, mode: options.mode,
                             colorScheme: options.colorScheme, options: options, placement: placement, draw: draw,
                             widgetView: view)
    }

    /// This preview's error.
    func failure(_ reason: PreviewError.Reason) -> PreviewError {
        PreviewError(previewName: name, source: sourceDescription, reason: reason)
    }
}
