// The gallery's whole-command checks, all before the first render (the plan is known in advance):
//
// 1. Its renders are counted against CommandBudget.maximumRenders, the message spelling each axis.
// 2. Every file it will write is checked as the writer would check it (each `<stem>.png`,
//    contact-sheet.png, index.html: not a folder, a special file, a hard-linked file or an input).
// 3. Its contact sheet is laid out with a placeholder for every tile, each as large as the render's
//    thumbnail will be (the canvas's pixels divided by the thumbnail factor GalleryRunner uses; the
//    placements' frames as WidgetPlacementRenderer draws them), each row as tall as a bound on the real
//    row (GalleryBudget.bounding), and refused over ContactSheet.maximumPixels: an upper bound, so a
//    gallery accepted here is not refused by its sheet after rendering.
// 4. Its layout work (and that of `--check`) is priced by CommandBudget.checkLayoutWork.
import Drawing
import Graphics
import Render
import Views
import Widgets

/// The gallery's checks before rendering; every refusal names the options that render fewer.
enum GalleryBudget {
    /// The options that make a gallery smaller.
    static let fewer = ContactSheet.fewerOptions

    /// Runs checks 1–4 for `plan` written into `folder`; `check` is the `--check` matrix, when asked.
    static func check(_ plan: GalleryPlan, source: WidgetSource, resources: RenderResources, tint: RGBAColor?,
                      folder: String, inputs: [String],
                      check: (modes: [WidgetMode]?, schemes: [ColorScheme], base: WidgetRenderOptions)?) throws {
        // 1.
        try CommandBudget.checkRenderCount(plan.entries.count, command: "gallery", counted: counted(plan), fewer: fewer)
        // 2.
        try CLIOutput.checkFolder(folder)
        for path in plan.entries.map({ "\(folder)/\($0.fileStem).png" })
            + ["\(folder)/\(GalleryCommand.sheetName)", "\(folder)/index.html"] {
            try CLIOutput.check(path, option: "--output", inputs: inputs)
        }
        // 3.
        try checkSheet(plan, title: source.name, resources: resources)
        // 4.
        guard let first = plan.entries.first else { return }
        var options = WidgetRenderOptions(family: first.family, mode: first.mode, colorScheme: first.scheme, tint: tint)
        options.dynamicTypeSize = first.dynamicTypeSize
        if let locale = first.locale {
            options.localeIdentifier = locale
            options.layoutDirection = LayoutDirection(localeIdentifier: locale)
        }
        var what = "a gallery of \(CommandBudget.count(plan.entries.count, "render"))"
        var passes = plan.entries.count
        if let check {
            let checked = CommandBudget.checkRenders(families: plan.families, modes: check.modes,
                                                     schemes: check.schemes, base: check.base)
            what += " and its check of \(CommandBudget.count(checked.renders, "render")) "
                + "(\(CommandBudget.checkPassesPerRender) passes each)"
            passes += checked.passes
        }
        try CommandBudget.checkLayoutWork(source, options: options, resources: resources, command: "gallery",
                                          what: what, passes: passes, fewer: fewer)
    }

    /// The plan's renders by axis: `48 family × mode × scheme combinations × 12 Dynamic Type sizes ×
    /// 16 locales, + 24 in 3 contexts`.
    static func counted(_ plan: GalleryPlan) -> String {
        let alone = plan.entries.filter { $0.placement == nil }
        let placed = plan.entries.count - alone.count
        let sizes = Set(alone.map(\.dynamicTypeSize)).count
        let locales = Set(alone.map { $0.locale ?? "" }).count
        var parts = [CommandBudget.count(alone.count / max(1, sizes * locales), "family × mode × scheme combination")]
        if sizes > 1 { parts.append(CommandBudget.count(sizes, "Dynamic Type size")) }
        if locales > 1 { parts.append(CommandBudget.count(locales, "locale")) }
        var text = parts.joined(separator: " × ")
        if placed > 0 {
            text += ", + \(placed) in \(CommandBudget.count(Set(plan.entries.compactMap(\.placement)).count, "context"))"
        }
        return text
    }

    /// Check 3: the sheet of every planned render (a light render whose dark twin is planned labelled as
    /// if it stood for both, the wider label), laid out as ContactSheet lays it out.
    static func checkSheet(_ plan: GalleryPlan, title: String, resources: RenderResources) throws {
        let twins = Set(GalleryRunner.lightTwins(of: plan.entries).compactMap { $0 })
        var tiles: [(family: WidgetFamily, tile: ContactSheetView.Tile, pixels: (width: Int, height: Int)?)] = []
        for (index, entry) in plan.entries.enumerated() {
            guard let size = renderSize(entry) else { continue }
            let label = entry.label + (twins.contains(index) ? " (= dark)" : "")
            tiles.append((entry.family, ContactSheetView.Tile(label: label, thumbnail: nil, width: size.thumbnailWidth,
                                                              height: size.thumbnailHeight),
                          (size.width, size.height)))
        }
        let sheet = ContactSheetView(title: "\(title) — \(plan.entries.count) renders",
                                     groups: try ContactSheet.groups(tiles, resources: resources).map(Self.bounding))
        let pipeline = RenderPipeline(resources: resources, budget: RenderBudget(maximumCanvasPixels: ContactSheet.maximumPixels))
        let laid = try ContactSheet.size(of: sheet, pipeline: pipeline)
        let size = Size(width: max(laid.width, Double(ContactSheet.wrapWidth + ContactSheet.margin)), height: laid.height)
        do {
            try ContactSheet.checkPixels(size, fewer: fewer)
        } catch let failure as CLIFailure {
            throw CLIFailure(message: "gallery: \(CommandBudget.count(plan.entries.count, "render")): " + failure.message,
                             code: failure.code)
        }
    }

    /// A group whose sheet is at least as large as the real one can be. The real sheet leaves out dark renders
    /// equal to their light twins and has narrower labels, so its greedy flow has at most as many rows as
    /// the planned one (greedy line breaking uses the fewest lines, and a subset of narrower items fits in
    /// as few); each of its rows is as tall as its tallest tile, so row r is given the r-th tallest height of
    /// the group. The width is bounded by the caller: rows wrap at ``ContactSheet/wrapWidth``.
    static func bounding(_ group: ContactSheetView.Group) -> ContactSheetView.Group {
        let heights = group.rows.flatMap { $0.map(\.height) }.sorted(by: >)
        var bounded = group
        bounded.rows = group.rows.enumerated().map { row, tiles in
            tiles.map { tile in
                var tile = tile
                tile.height = heights[min(row, heights.count - 1)]
                return tile
            }
        }
        return bounded
    }

    /// A render's size in pixels and its thumbnail's on the sheet, before it is rendered: the family's
    /// canvas on its default device, a Lock Screen's wallpaper margin around it (the iPad's canvas for the
    /// iPad Lock Screen), StandBy's landscape phone screen; the thumbnail divides by the canvas's rounded
    /// scale (StandBy's by twice that), rounding up, as GalleryRunner and Thumbnail do. Nil for a family no
    /// device offers (its render fails and shows as a box).
    static func renderSize(_ entry: GalleryPlan.Entry)
        -> (width: Int, height: Int, thumbnailWidth: Int, thumbnailHeight: Int)? {
        guard let canvas = try? WidgetCanvas.check(family: entry.family) else { return nil }
        var factor = max(1, Int((canvas.scale / Double(ContactSheet.pixelsPerPoint)).rounded()))
        var width = Int((canvas.size.width * canvas.scale).rounded())
        var height = Int((canvas.size.height * canvas.scale).rounded())
        switch entry.placement {
        case nil, .homeScreen?:
            break
        case .lockScreen?, .iPadLockScreen?:
            var drawn = canvas
            if entry.placement == .iPadLockScreen {
                guard let pad = try? WidgetCanvas.check(family: entry.family, device: DeviceCatalog.defaultPad) else {
                    return nil
                }
                drawn = pad
            }
            let margin = Int((WidgetPlacementRenderer.lockScreenMargin * drawn.scale).rounded())
            width = Int((drawn.size.width * drawn.scale).rounded()) + 2 * margin
            height = Int((drawn.size.height * drawn.scale).rounded()) + 2 * margin
        case .standBy?:
            let phone = DeviceCatalog.defaultPhone
            width = Int((max(phone.screenSize.width, phone.screenSize.height) * phone.scale).rounded())
            height = Int((min(phone.screenSize.width, phone.screenSize.height) * phone.scale).rounded())
            factor *= 2
        }
        return (width, height, (width + factor - 1) / factor, (height + factor - 1) / factor)
    }
}
