import Dispatch
import PortableFoundation
import Graphics
import Render
import Synchronization
import Widgets

/// Renders a gallery plan into a folder on a fixed pool of threads.
///
/// Workers take the next entry from a shared counter, render it with the one shared
/// ``RenderResources`` (thread-safe; its caches never change pixels), write
/// `<folder>/<family>-<mode>[-dark].png` and keep a thumbnail. Each file depends only on its own
/// entry, so the output is the same bytes for any number of threads and any order of completion;
/// tiles come back in plan order.
struct GalleryRunner: Sendable {
    /// The widget.
    var source: WidgetSource
    /// Shared fonts and caches.
    var resources: RenderResources
    /// The folder the PNG files go to.
    var folder: String
    /// The accented / vibrant tint, if any.
    var tint: RGBAColor?
    /// The render date (`--date`); nil uses the fixed default.
    var date: Date?
    /// Contact-sheet pixels per point.
    var sheetScale: Int
    /// The files the command reads (the document), which no render may overwrite.
    var inputs: [String] = []

    /// Runs every entry of `plan` on `threads` threads (1 = on the calling thread).
    func run(_ plan: GalleryPlan, threads: Int) -> [GalleryTile] {
        let entries = plan.entries
        let next = Atomic<Int>(0)
        let tiles = Mutex<[GalleryTile?]>(Array(repeating: nil, count: entries.count))
        let workers = max(1, min(threads, entries.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < entries.count else { return }
                let tile = render(entries[index])
                tiles.withLock { $0[index] = tile }
            }
        }
        return tiles.withLock { $0.compactMap { $0 } }
    }

    /// Renders and writes one entry.
    func render(_ entry: GalleryPlan.Entry) -> GalleryTile {
        var options = WidgetRenderOptions(family: entry.family, mode: entry.mode, colorScheme: entry.scheme,
                                          tint: tint)
        options.date = date
        options.dynamicTypeSize = entry.dynamicTypeSize
        if let locale = entry.locale {
            options.localeIdentifier = locale
            options.layoutDirection = LayoutDirection(localeIdentifier: locale)
        }
        do {
            let job = try RenderJob.render(source, options: options, resources: resources)
            try CLIOutput.write(job.png, to: "\(folder)/\(entry.fileStem).png", inputs: inputs)
            let factor = max(1, Int((job.scale / Double(sheetScale)).rounded()))
            let rgba = job.pixmap.straightRGBA()
            guard let thumbnail = Thumbnail.shrink(rgba: rgba, width: job.width, height: job.height, by: factor) else {
                throw CLIFailure.io("\(entry.fileStem): cannot make a thumbnail of \(job.width)×\(job.height) px")
            }
            let rendered = GalleryTile.Rendered(pixelWidth: job.width, pixelHeight: job.height, thumbnail: thumbnail)
            return GalleryTile(entry: entry, outcome: .success(rendered), warnings: job.warnings)
        } catch let failure as CLIFailure {
            return GalleryTile(entry: entry, outcome: .failure(failure), warnings: [])
        } catch {
            return GalleryTile(entry: entry, outcome: .failure(.input("\(error)")), warnings: [])
        }
    }
}
