// Steps 1–2 of PreviewPlan: discovery, selection and expansion through WidgetPreviews' API
// (PreviewDiscovery, DiscoveredPreview.renders(using:modes:schemes:), PreviewRender).
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
        let filter = request.filter?.lowercased() ?? ""
        let selected = discovered.enumerated().filter { _, preview in
            filter.isEmpty || preview.name.lowercased().contains(filter)
                || (preview.location?.fileID.lowercased().contains(filter) ?? false)
                || preview.sourceDescription.lowercased().contains(filter)
        }
        // 2. Expansion.
        // readRequest refused any unknown mode or scheme, so none is dropped here.
        let modes = request.modes.compactMap(WidgetMode.init(rawValue:))
        let schemes = request.schemes.compactMap(ColorScheme.init(rawValue:))
        let overrun = Set(request.overrun)
        let timeout = RenderWatchdog.message(seconds: request.renderTimeoutSeconds)
        var renders: [Render] = []
        for (index, preview) in selected {
            let key = "expand:\(index)"
            let failed = Render(failed: preview, message: timeout)
            if overrun.contains(key) {
                renders.append(failed)
                continue
            }
            watchdog.begin(key, slot: 0, overrun: failed.record(failure: timeout))
            defer { watchdog.end(slot: 0) }
            do throws(PreviewError) {
                for render in try await preview.renders(using: host, modes: modes, schemes: schemes) {
                    renders.append(Render(render, host: host))
                }
            } catch {
                renders.append(Render(failed: preview, message: error.description))
            }
        }
        return PreviewPlan(renders: name(renders), previewsFound: discovered.count)
    }
}

extension PreviewPlan.Render {
    /// A render of WidgetPreviews' expansion, drawn through `host`.
    init(_ render: PreviewRender, host: WidgetHost) {
        let shared = SharedRender(render: render, host: host)
        self.init(preview: render.previewName, file: render.location?.fileID ?? render.source,
                  line: render.location?.line ?? 0, entry: render.entryIndex ?? 0,
                  family: render.family?.rawValue ?? "view", mode: render.mode.rawValue,
                  scheme: render.colorScheme.rawValue, fileName: render.fileStem) {
            let output = try shared.render.render(using: shared.host)
            return Drawn(width: output.pixmap.width, height: output.pixmap.height, scale: output.scene.scale,
                         rgba: output.pixmap.straightRGBA())
        }
    }

    /// A preview that could not be expanded: one render that fails with `message`.
    init(failed preview: DiscoveredPreview, message: String) {
        self.init(preview: preview.name, file: preview.location?.fileID ?? preview.sourceDescription,
                  line: preview.location?.line ?? 0, entry: 0, family: preview.family?.rawValue ?? "view",
                  mode: "all modes", scheme: "light", fileName: PreviewPlan.failedStem(preview.name)) {
            throw ExpansionFailure(message: message)
        }
    }
}

extension PreviewPlan {
    /// A file stem for a preview that failed before its renders existed (never written; kept unique).
    static func failedStem(_ name: String) -> String {
        "\(name)-failed"
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
