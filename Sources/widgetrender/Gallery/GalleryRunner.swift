import Dispatch
import FileAccess
import PortableFoundation
import Graphics
import Render
import Synchronization
import Widgets

/// Renders a gallery plan into a folder on a fixed pool of threads.
///
/// Workers take the next entry from a shared counter, render it with the one shared
/// ``RenderResources`` (thread-safe; its caches never change pixels), write
/// `<folder>/<family>-<mode>[-dark].png` and keep a thumbnail (PNG-encoded in a scratch file, ``GalleryTile/StoredThumbnail``: the
/// render's pixels are let go when its tile is made, so memory does not grow with the renders). Each file depends only on its own
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
    /// Where the thumbnails are kept until the contact sheet is drawn (a scratch file without a name in `folder`).
    var spool: SpoolFile

    /// Controls are drawn at 3×, as WidgetHost and the previews draw them (a control has no device of its own).
    static let controlScale = 3.0

    /// Runs every entry of `plan` on `threads` threads (1 = on the calling thread).
    ///
    /// A dark render whose pixels equal its light twin's is not written: the light tile stands for both
    /// (its label says so) and the dark tile is left out, so `-dark` files are only those that differ.
    /// The dark worker waits for its twin's bytes; the twin comes earlier in the plan, so it was taken
    /// first and never waits itself.
    func run(_ plan: GalleryPlan, threads: Int) -> [GalleryTile] {
        let entries = plan.entries
        let twins = Self.lightTwins(of: entries)
        let hasDarkTwin = Set(twins.compactMap { $0 })
        let lightBytes = Mutex<[Int: [UInt8]]>([:])
        let ready = entries.map { _ in DispatchSemaphore(value: 0) }
        let next = Atomic<Int>(0)
        let tiles = Mutex<[GalleryTile?]>(Array(repeating: nil, count: entries.count))
        let workers = max(1, min(threads, entries.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < entries.count else { return }
                let tile: GalleryTile
                if let twin = twins[index] {
                    tile = render(entries[index]) { png in
                        ready[twin].wait()
                        // The twin's bytes are compared once, then let go: no render's PNG outlives its tile.
                        return lightBytes.withLock { $0.removeValue(forKey: twin) } == png
                    }
                } else if hasDarkTwin.contains(index) {
                    var kept: [UInt8]?
                    tile = render(entries[index]) { png in kept = png; return false }
                    lightBytes.withLock { $0[index] = kept }
                    ready[index].signal()
                } else {
                    tile = render(entries[index]) { _ in false }
                }
                tiles.withLock { $0[index] = tile }
            }
        }
        var done = tiles.withLock { $0.compactMap { $0 } }
        for (index, tile) in done.enumerated() where tile.isSameAsLight {
            if let twin = twins[index] { done[twin].standsForDark = true }
        }
        return done.filter { !$0.isSameAsLight }
    }

    /// For each entry, the index of its light twin when it is a dark render whose light one is planned too.
    static func lightTwins(of entries: [GalleryPlan.Entry]) -> [Int?] {
        var light: [GalleryPlan.Entry: Int] = [:]
        for (index, entry) in entries.enumerated() where entry.scheme == .light { light[entry] = index }
        return entries.map { entry in
            guard entry.scheme == .dark else { return nil }
            var twin = entry
            twin.scheme = .light
            return light[twin]
        }
    }

    /// Renders and writes one entry; `isSameAsLight` sees its PNG bytes first (equal bytes from our
    /// deterministic encoder mean equal pixels) and, when it answers true, nothing is written.
    func render(_ entry: GalleryPlan.Entry, isSameAsLight: ([UInt8]) -> Bool) -> GalleryTile {
        var options = WidgetRenderOptions(family: entry.family, mode: entry.mode, colorScheme: entry.scheme,
                                          tint: tint)
        options.date = date
        options.os = entry.os
        options.dynamicTypeSize = entry.dynamicTypeSize
        if let locale = entry.locale {
            options.localeIdentifier = locale
            options.layoutDirection = LayoutDirection(localeIdentifier: locale)
        }
        do {
            let job = try entry.place.map { place in
                try RenderJob.render(place, of: source, scheme: entry.scheme, date: date, resources: resources)
            } ?? RenderJob.render(source, options: options, placement: entry.placement, backdrop: nil,
                                  resources: resources)
            if isSameAsLight(job.png) {
                var tile = GalleryTile(entry: entry, outcome: .failure(.input("same as light")), warnings: job.warnings)
                tile.isSameAsLight = true
                return tile
            }
            try CLIOutput.write(job.png, to: "\(folder)/\(entry.fileStem).png", inputs: inputs)
            // StandBy is a whole landscape phone screen: its tile is shrunk twice as much as a widget's.
            let factor = Thumbnail.factor(scale: job.scale, sheetScale: Double(sheetScale), placement: entry.placement)
                * (entry.place?.isFullScreen == true ? 2 : 1)
            guard let thumbnail = Thumbnail.shrink(job.pixmap, by: factor) else {
                throw CLIFailure.io("\(entry.fileStem): cannot make a thumbnail of \(job.width)×\(job.height) px")
            }
            let stored = try GalleryTile.StoredThumbnail(thumbnail, name: entry.fileStem, spool: spool)
            let rendered = GalleryTile.Rendered(pixelWidth: job.width, pixelHeight: job.height, thumbnail: stored)
            return GalleryTile(entry: entry, outcome: .success(rendered), warnings: job.warnings)
        } catch let failure as CLIFailure {
            return GalleryTile(entry: entry, outcome: .failure(failure), warnings: [])
        } catch {
            return GalleryTile(entry: entry, outcome: .failure(.input("\(error)")), warnings: [])
        }
    }
}
