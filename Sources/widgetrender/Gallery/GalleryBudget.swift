// The gallery's whole-command checks, all before the first render (the plan is known in advance):
//
// 1. Its renders are counted against CommandBudget.maximumRenders, the message spelling each axis.
// 2. Every file it will write is checked as the writer would check it (each `<stem>.png`,
//    contact-sheet.png, index.html: not a folder, a special file, a hard-linked file or an input).
// 3. Its layout work (and that of `--check`) is priced by CommandBudget.checkLayoutWork.
// Its contact sheet needs no check: it is drawn in pages of bounded size (ContactSheetPages).
// GalleryBudget.renderSize (the largest canvas of the plan) sizes the threads.
import Drawing
import Graphics
import Render
import Views
import Widgets

/// The gallery's checks before rendering; every refusal names the options that render fewer.
enum GalleryBudget {
    /// The options that make a gallery smaller.
    static let fewer = "--families, --modes, --schemes, --dynamic-type-sizes, --locales, --contexts"

    /// Runs checks 1–3 for `plan` written into `folder`; `check` is the `--check` matrix, when asked.
    /// Returns the most renders to run at once within the memory budget (``CommandBudget/threads(_:layoutNodes:largestCanvasPixels:)``).
    static func check(_ plan: GalleryPlan, source: WidgetSource, resources: RenderResources, tint: RGBAColor?,
                      folder: String, inputs: [String], threads: Int,
                      check: (modes: [WidgetMode]?, schemes: [ColorScheme], base: WidgetRenderOptions)?) throws -> Int {
        // 1.
        try CommandBudget.checkRenderCount(plan.entries.count, command: "gallery", counted: counted(plan), fewer: fewer)
        // 2.
        try CLIOutput.checkFolder(folder)
        for path in plan.entries.map({ "\(folder)/\($0.fileStem).png" })
            + ["\(folder)/\(GalleryCommand.sheetName)", "\(folder)/index.html"] {
            try CLIOutput.check(path, option: "--output", inputs: inputs)
        }
        // 3.
        guard let first = plan.entries.first else { return threads }
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
                                                     schemes: check.schemes, base: check.base, places: plan.places)
            what += " and its check of \(CommandBudget.count(checked.renders, "render")) "
                + "(\(CommandBudget.checkPassesPerRender) passes each)"
            passes += checked.passes
        }
        let nodes = try CommandBudget.checkLayoutWork(source, options: options, resources: resources, command: "gallery",
                                                      what: what, passes: passes, fewer: fewer)
        let largest = plan.entries.compactMap { renderSize($0) }.map { $0.width * $0.height }.max() ?? 0
        return CommandBudget.threads(threads, layoutNodes: nodes, largestCanvasPixels: largest)
    }

    /// The plan's renders by axis: `48 family × mode × scheme combinations × 12 Dynamic Type sizes ×
    /// 16 locales, + 24 in 3 contexts`.
    static func counted(_ plan: GalleryPlan) -> String {
        let alone = plan.entries.filter { $0.placement == nil && $0.place == nil }
        let places = plan.entries.filter { $0.place != nil }.count
        let placed = plan.entries.count - alone.count - places
        let sizes = Set(alone.map(\.dynamicTypeSize)).count
        let locales = Set(alone.map { $0.locale ?? "" }).count
        var parts = [CommandBudget.count(alone.count / max(1, sizes * locales), "family × mode × scheme combination")]
        if sizes > 1 { parts.append(CommandBudget.count(sizes, "Dynamic Type size")) }
        if locales > 1 { parts.append(CommandBudget.count(locales, "locale")) }
        var text = parts.joined(separator: " × ")
        if placed > 0 {
            text += ", + \(placed) in \(CommandBudget.count(Set(plan.entries.compactMap(\.placement)).count, "context"))"
        }
        if places > 0 { text += ", + \(places) Live Activity and control renders" }
        return text
    }

    /// A render's size in pixels and its thumbnail's on the sheet, before it is rendered: the family's
    /// canvas on its default device, a Lock Screen's wallpaper margin around it (the iPad's canvas for the
    /// iPad Lock Screen), StandBy's landscape phone screen, the Smart Stack's watch screen, the Mac's canvas with its
    /// wallpaper margin for the desktop and Notification Center; the thumbnail divides by the canvas's rounded
    /// scale (StandBy's by twice that), rounding up, as GalleryRunner and Thumbnail do. Nil for a family no
    /// device offers (its render fails and shows as a box).
    static func renderSize(_ entry: GalleryPlan.Entry)
        -> (width: Int, height: Int, thumbnailWidth: Int, thumbnailHeight: Int)? {
        if let place = entry.place { return renderSize(place) }
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
        case .smartStack?:
            let watch = DeviceCatalog.defaultWatch
            width = Int((watch.screenSize.width * watch.scale).rounded())
            height = Int((watch.screenSize.height * watch.scale).rounded())
            factor = max(1, Int((watch.scale / Double(ContactSheet.pixelsPerPoint)).rounded()))
        case .macDesktop?, .notificationCenter?:
            guard let mac = try? WidgetCanvas.check(family: entry.family, device: DeviceCatalog.defaultMac) else { return nil }
            let margin = Int((WidgetPlacementRenderer.desktopMargin * mac.scale).rounded())
            width = Int((mac.size.width * mac.scale).rounded()) + 2 * margin
            height = Int((mac.size.height * mac.scale).rounded()) + 2 * margin
            factor = max(1, Int((mac.scale / Double(ContactSheet.pixelsPerPoint)).rounded()))
        case .standBy?:
            let phone = DeviceCatalog.defaultPhone
            width = Int((max(phone.screenSize.width, phone.screenSize.height) * phone.scale).rounded())
            height = Int((min(phone.screenSize.width, phone.screenSize.height) * phone.scale).rounded())
            factor *= 2
        }
        return (width, height, (width + factor - 1) / factor, (height + factor - 1) / factor)
    }

    /// A Live Activity's or a control's largest size: the presentation's area (the Lock Screen and expanded island
    /// at the 160 pt limit) on its default device at that device's scale (a control at 3×), thumbnails as widgets'.
    static func renderSize(_ place: GalleryPlan.Entry.Place)
        -> (width: Int, height: Int, thumbnailWidth: Int, thumbnailHeight: Int)? {
        let size: Size, scale: Double
        switch place {
        case .activity(let appearance, _, _):
            let device = RenderPipeline.defaultActivityDevice(for: appearance.presentation)
            guard let area = (try? ActivityMetrics.metrics(for: device))?.size(of: appearance.presentation) else {
                return nil
            }
            (size, scale) = (area, device.scale)
        case .control(let appearance):
            (size, scale) = (appearance.presentation.size, GalleryRunner.controlScale)
        }
        let factor = max(1, Int((scale / Double(ContactSheet.pixelsPerPoint)).rounded()))
            * (place.isFullScreen ? 2 : 1)
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        return (width, height, (width + factor - 1) / factor, (height + factor - 1) / factor)
    }
}
