// The renders a preview stands for, mirroring `widgetrender gallery` per family:
//
// 1. Widget previews: the widget's declaration; refuse a family outside its `supportedFamilies` and
//    entries of another type than the one it draws (both before anything is drawn, so a caller writes
//    nothing for a preview that cannot render); the entries are the timeline given, or the preview's
//    provider's timeline through WidgetHost (bounded by its provider timeout).
// 2–3. Modes and schemes: the render matrix (WidgetAppearance.matrix), as the gallery draws it: the
//    modes a device shows the family in, light and dark only where the scheme changes the pixels. A
//    scheme, Dynamic Type size or locale the preview pins with `.environment(…)` is the only one.
// 4. View previews: full colour, each scheme, at the size of their traits (the view's own size unless
//    `.fixedLayout` / `.previewLayout(.fixed…)`), on the system background of the scheme.
import Graphics
import Render
import Views
import WidgetApp
import WidgetPreviews
import Widgets

extension DiscoveredPreview {
    /// The renders this preview stands for, in a fixed order (entries, then modes in `allCases` order,
    /// then light before dark). `modes` and `schemes` narrow the matrix (empty: all).
    ///
    /// ```swift
    /// let host = WidgetHost(resources: try RenderResources.bundled())
    /// let renders = try await preview.renders(using: host, modes: [.fullColor, .accented])
    /// ```
    /// Throws before any render for a family the widget does not support, entries of the wrong type, an
    /// empty timeline and a provider that does not answer within `host.providerTimeout`.
    public func renders(using host: WidgetHost, modes: [WidgetMode] = [],
                        schemes: [ColorScheme] = []) async throws(PreviewError) -> [PreviewRender] {
        switch preview.content {
        case .widget(let widget): return try await widgetRenders(widget, host: host, modes: modes, schemes: schemes)
        case .view(let view): return try viewRenders(view, modes: modes, schemes: schemes)
        case .activity: return []   // Live Activities are declared, not drawn yet (docs/widgetkit-api.md)
        }
    }

    /// Step 1–3 for a `#Preview` of a widget.
    private func widgetRenders(_ widget: PreviewWidgetContent, host: WidgetHost, modes: [WidgetMode],
                               schemes: [ColorScheme]) async throws(PreviewError) -> [PreviewRender] {
        let declaration: WidgetDeclaration
        do { declaration = try widget.declaration() } catch { throw failure(.widget(error)) }
        guard declaration.supportedFamilies.contains(widget.family) else {
            throw failure(.widget(.unsupportedFamily(kind: declaration.kind, family: widget.family,
                                                     supported: declaration.supportedFamilies)))
        }
        let entries: [any TimelineEntry]
        switch widget.entries {
        case .timeline(let timeline): entries = await timeline()
        case .provider(let provider):
            do {
                let context = try WidgetHost.context(for: WidgetRenderOptions(family: widget.family), isPreview: false,
                                                     kind: declaration.kind)
                entries = try await provider(declaration.kind, context, ProviderWait(timeout: host.providerTimeout))
            } catch {
                throw failure(.widget(error))
            }
        }
        guard !entries.isEmpty else { throw failure(.emptyTimeline) }
        if let expected = declaration.entryTypeName {
            for entry in entries where String(describing: type(of: entry)) != expected {
                throw failure(.widget(.entryTypeMismatch(kind: declaration.kind, expected: expected,
                                                         given: String(describing: type(of: entry)))))
            }
        }
        var renders: [PreviewRender] = []
        for (index, entry) in entries.enumerated() {
            for options in Self.matrix(family: widget.family, modes: modes, schemes: schemes, pinned: PreviewEnvironment()) {
                let source = sourceDescription, name = self.name
                renders.append(render(entryIndex: index, family: widget.family, options: options) { host throws(PreviewError) in
                    do throws(WidgetHostError) { return try host.render(declaration, entry: entry, options: options).output } catch {
                        throw PreviewError(previewName: name, source: source, reason: .widget(error))
                    }
                })
            }
        }
        return renders
    }

    /// A `PreviewProvider` child or a view `#Preview`: as a widget of its context's family, or a plain view.
    private func viewRenders(_ view: PreviewViewContent, modes: [WidgetMode],
                             schemes: [ColorScheme]) throws(PreviewError) -> [PreviewRender] {
        let source = sourceDescription, name = self.name
        if let family = view.family {
            let device = view.device.flatMap { $0.size(of: family) == nil ? nil : $0 }
            return Self.matrix(family: family, modes: modes, schemes: schemes, pinned: view.environment,
                               device: device).map { options in
                render(entryIndex: nil, family: family, options: options) { host throws(PreviewError) in
                    do throws(RenderError) {
                        return try host.renderer.rendering(view.body(), options: options, resources: host.resources).output
                    } catch {
                        throw PreviewError(previewName: name, source: source, reason: .render(error))
                    }
                }
            }
        }
        // Step 4: a plain view, in full colour only (modes are a widget's).
        guard modes.isEmpty || modes.contains(.fullColor) else { return [] }
        let chosen = view.environment.colorScheme.map { [$0] } ?? (schemes.isEmpty ? ColorScheme.allCases : schemes)
        return chosen.map { scheme in
            var options = WidgetRenderOptions(family: .systemSmall, mode: .fullColor, colorScheme: scheme)
            options.dynamicTypeSize = view.environment.dynamicTypeSize ?? .large
            options.localeIdentifier = view.environment.localeIdentifier
            return render(entryIndex: nil, family: nil, options: options) { host throws(PreviewError) in
                do throws(RenderError) { return try PreviewViewRendering.render(view, options: options, host: host) } catch {
                    throw PreviewError(previewName: name, source: source, reason: .render(error))
                }
            }
        }
    }

    /// Steps 2–3: the render matrix of the family (``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``)
    /// with the pinned environment.
    static func matrix(family: WidgetFamily, modes: [WidgetMode], schemes: [ColorScheme],
                       pinned: PreviewEnvironment, device: WidgetDevice? = nil) -> [WidgetRenderOptions] {
        WidgetAppearance.matrix(families: [family], modes: modes, schemes: schemes,
                                dynamicTypeSizes: pinned.dynamicTypeSize.map { [$0] } ?? [],
                                locales: pinned.localeIdentifier.map { [$0] } ?? [],
                                device: device, pinnedScheme: pinned.colorScheme).map(WidgetRenderOptions.init)
    }

    /// One render of this preview.
    private func render(entryIndex: Int?, family: WidgetFamily?, options: WidgetRenderOptions,
                        draw: @escaping (WidgetHost) throws(PreviewError) -> RenderOutput) -> PreviewRender {
        var head = [name]
        if let entryIndex { head.append(String(entryIndex)) }
        let stem: String
        if family != nil {
            stem = options.appearance.fileStem
        } else {
            stem = WidgetAppearance.fileStem([options.mode.rawValue], colorScheme: options.colorScheme,
                                             dynamicTypeSize: options.dynamicTypeSize,
                                             localeIdentifier: options.localeIdentifier,
                                             layoutDirection: options.layoutDirection)
        }
        return PreviewRender(name: (head + [stem]).joined(separator: "-"), previewName: name, location: location,
                             source: sourceDescription, entryIndex: entryIndex, family: family, mode: options.mode,
                             colorScheme: options.colorScheme, options: options, draw: draw)
    }

    /// This preview's error.
    func failure(_ reason: PreviewError.Reason) -> PreviewError {
        PreviewError(previewName: name, source: sourceDescription, reason: reason)
    }
}
