// Steps 1–2 of PreviewPlan: discovery, selection (PreviewFilter) and expansion through WidgetHosting's API
// (PreviewDiscovery, DiscoveredPreview.renders(using:axes:), PreviewRender); with a shard, its share of the
// expanded previews (PreviewRun's Shard: every shard expands all, so each computes the same partition).
import PreviewRun
import Render
import Views
import WidgetApp
import WidgetHosting
import WidgetPreviews
import Widgets

extension PreviewPlan {
    /// Steps 1–3 for `request`, drawing through `host`; each expansion is watched by `watchdog` (key
    /// `expand:<index in discovery order>`), and one the request names as overrun fails without starting.
    static func make(_ request: PreviewRunRequest, host: WidgetHost, watchdog: RenderWatchdog) async -> PreviewPlan {
        // 1. Discovery and selection.
        let discovered = PreviewDiscovery.all()
        let filter = request.filter.map(PreviewFilter.init)
        let selected = discovered.enumerated().filter { _, preview in
            filter?.selects(name: preview.name, fileID: preview.location?.fileID, line: preview.location?.line,
                            source: preview.sourceDescription) ?? true
        }
        // 2. Expansion, along the request's axes (decoded as typed values: nothing unknown reaches here).
        let axes = request.axes
        let overrun = Set(request.overrun)
        let timeout = RenderWatchdog.message(seconds: request.renderTimeoutSeconds)
        var renders: [Render] = []
        var shares: [(key: String, cost: Int, renders: Range<Int>)] = []
        for (index, preview) in selected {
            let key = "expand:\(index)"
            let failed = Render(failed: preview, message: timeout)
            let first = renders.count
            defer {
                let place = preview.location.map { PreviewLabel.label(file: $0.fileID, line: $0.line) } ?? preview.sourceDescription
                shares.append(("\(place) \(preview.name) \(index)", renders.count - first, first..<renders.count))
            }
            if overrun.contains(key) {
                renders.append(failed)
                continue
            }
            watchdog.begin(key, slot: 0, overrun: failed.record(failure: timeout))
            defer { watchdog.end(slot: 0) }
            do throws(PreviewError) {
                for render in try await preview.renders(using: host, axes: axes) {
                    renders.append(Render(render, host: host, check: request.check, thumbnailScale: request.thumbnailScale))
                }
            } catch {
                renders.append(Render(failed: preview, message: error.description))
            }
        }
        // Controls (no `#Preview` exists for them): each control's matrix, one share (PreviewPlan+Controls.swift).
        let controls = controlRenders(request, host: host)
        if !controls.isEmpty {
            shares.append(("controls", controls.count, renders.count..<renders.count + controls.count))
            renders += controls
        }
        // 3. With a shard, only its share: each preview with all its renders, balanced by their count (Shard).
        if let shard = request.shard {
            let mine = shard.selects(shares.map { ($0.key, $0.cost) })
            let all = renders
            renders = zip(shares, mine).flatMap { share, isMine in isMine ? Array(all[share.renders]) : [] }
        }
        let found = discovered.map { preview in
            PreviewLabel(name: preview.name, label: preview.location.map { PreviewLabel.label(file: $0.fileID, line: $0.line) }
                         ?? preview.sourceDescription)
        }
        return PreviewPlan(renders: name(renders), previewsFound: discovered.count, found: found)
    }
}

extension PreviewPlan.Render {
    /// A render of WidgetHosting's expansion, drawn through `host`; with `check`, the legibility check of it too;
    /// with a `thumbnailScale`, its contact-sheet thumbnail.
    init(_ render: PreviewRender, host: WidgetHost, check: Bool, thumbnailScale: Double) {
        let shared = SharedRender(render: render, host: host)
        self.init(preview: render.previewName, file: render.location?.fileID ?? render.source,
                  line: render.location?.line ?? 0, entry: render.entryIndex ?? 0,
                  family: render.family, mode: render.mode, scheme: render.colorScheme, fileName: render.fileStem,
                  place: render.place) {
            let image = try shared.render.image(using: shared.host)
            let findings = check ? try shared.render.legibility(using: shared.host)?.findings.map(\.description) ?? [] : []
            let factor = thumbnailScale > 0
                ? Thumbnail.factor(scale: image.scale, sheetScale: thumbnailScale, placement: shared.render.placement) : nil
            return Drawn(width: image.width, height: image.height, scale: image.scale, rgba: image.rgba,
                         warnings: image.warnings.map(PreviewWarning.init), findings: findings, thumbnailFactor: factor)
        }
    }

    /// A preview that could not be expanded: one render that fails with `message`.
    init(failed preview: DiscoveredPreview, message: String) {
        self.init(preview: preview.name, file: preview.location?.fileID ?? preview.sourceDescription,
                  line: preview.location?.line ?? 0, entry: 0, family: preview.family,
                  mode: nil, scheme: .light, fileName: PreviewRender.fileStem(preview.name + "-failed")) {
            throw ExpansionFailure(message: message)
        }
    }
}

/// A preview that could not be expanded, as the failure of its one render.
struct ExpansionFailure: Error, CustomStringConvertible {
    /// PreviewError's message: the preview, where it is written, why.
    var message: String
    var description: String { message }
}

/// One render and its host, handed to the render threads. Unchecked: a render reads only the values its
/// preview captured (the widget declaration, its entry, the options) and draws through WidgetHost's
/// renderer and RenderResources, which are thread-safe (their caches never change pixels, as the gallery
/// relies on); nothing is mutated after the plan is made.
struct SharedRender: @unchecked Sendable {
    var render: PreviewRender
    var host: WidgetHost
}
