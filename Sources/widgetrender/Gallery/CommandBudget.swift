// What a whole command may cost (`gallery`, `check`, `gallery --check`), checked before anything is
// written. Every render of these commands is known before the first one starts (the gallery's plan, the
// check's families × modes × schemes), so the budget is arithmetic on the plan plus one layout:
//
// 1. The renders are counted: at most ``CommandBudget/maximumRenders``, refused in microseconds with the
//    counts of each axis and the options that render fewer.
// 2. The widget is laid out once (the first combination) and its layout nodes are multiplied by the
//    passes the command makes over it: one per gallery render, three per check render (the check draws
//    each render, its ink map and what lies beneath — LegibilityMeter). The product is the layout work
//    of the command, at most ``CommandBudget/maximumLayoutNodes``. A built-in example's Live Activity and
//    control renders count as renders of the widget: they are the example's own views, of the same order.
// 3. The gallery's renders in flight are given an estimated memory (bytes per layout node and per canvas
//    pixel) and its threads are reduced to keep them within ``CommandBudget/maximumMemoryInFlight``.
//
// Each render stays within the render budget (RenderBudget); this bounds how many of them one command
// runs. The gallery's own outputs (file names, the contact sheet) are checked by GalleryBudget.
import Render
import Views
import Widgets

/// The budget of a whole command; every refusal is an input error (exit 65) naming the counts.
enum CommandBudget {
    /// The most renders one command makes: 1 000 [C]. A gallery of every family, mode and scheme is about
    /// 50 renders; with three Dynamic Type sizes and five locales about 750. The contact sheet (16 Mi pixels) holds
    /// about 400 small tiles, so a gallery meets that bound first; this one is the cheap guard in front.
    static let maximumRenders = 1_000

    /// The most layout nodes a command lays out in all, its renders times the widget's nodes times the
    /// passes per render (our choice [C]: 2 000 000 is about 10 s of work on the 2-core reference machine,
    /// docs/limits.md; the default example's 51 renders are 8 500).
    static let maximumLayoutNodes = 2_000_000

    /// Layout passes per render of the legibility check: the render, its ink map, what lies beneath.
    static let checkPassesPerRender = 3

    /// Refuses more than ``maximumRenders`` renders. `counted` spells the product ("4 families × …"),
    /// `fewer` the options that render fewer.
    static func checkRenderCount(_ count: Int, command: String, counted: String, fewer: String) throws {
        guard count > maximumRenders else { return }
        throw CLIFailure.input("\(command): \(count) renders (\(counted)) is over the limit of \(maximumRenders) "
                               + "renders per command; render fewer with \(fewer)")
    }

    /// The layout work of a command: `passes` (its renders times the passes each makes) times the nodes of
    /// the widget laid out with `options`, refused over ``maximumLayoutNodes``. `what` names the renders
    /// ("a gallery of 88 renders"), `fewer` the options that render fewer. A widget that cannot be laid out
    /// is left to its render to report.
    @discardableResult
    static func checkLayoutWork(_ source: WidgetSource, options: WidgetRenderOptions, resources: RenderResources,
                                command: String, what: String, passes: Int, fewer: String) throws -> Int? {
        guard passes > 0,
              let laid = try? WidgetRenderer().layout(source.makeView(), options: options, resources: resources) else {
            return nil
        }
        let perRender = laid.layout.nodes.count
        let total = perRender.multipliedReportingOverflow(by: passes)
        guard total.overflow || total.partialValue > maximumLayoutNodes else { return perRender }
        throw CLIFailure.input("\(source.origin): \(what) of \(perRender) layout nodes each "
            + "(\(options.family) \(options.mode)) lays out \(total.overflow ? "too many" : "\(total.partialValue)") "
            + "nodes, over the \(command) budget of \(maximumLayoutNodes); render fewer combinations (\(fewer)) "
            + "or a smaller widget")
    }

    /// The most memory the renders in flight of one command may be estimated to hold: 1 GiB [C].
    static let maximumMemoryInFlight = 1 << 30
    /// Estimated bytes per layout node of one render (resolved view, layout, display list): the 94 000-node
    /// document peaks at 261 MB laid out, 19 MB before (release, measured).
    static let bytesPerLayoutNode = 2_600
    /// Estimated bytes per canvas pixel of one render: the pixmap, its straight-alpha copy, the PNG and
    /// the offscreen work, about four RGBA copies.
    static let bytesPerPixel = 16

    /// The most renders to run at once so that their estimated memory stays within
    /// ``maximumMemoryInFlight``: at least one, at most `threads`. Fewer threads, not a refusal: the command
    /// is as correct on one thread, only slower.
    static func threads(_ threads: Int, layoutNodes: Int?, largestCanvasPixels: Int) -> Int {
        let perRender = (layoutNodes ?? 0) * bytesPerLayoutNode + largestCanvasPixels * bytesPerPixel
        return max(1, min(threads, maximumMemoryInFlight / max(1, perRender)))
    }

    /// The check's part of a command: how many renders `check` makes (the widget's families, then its Live
    /// Activity's and control's `places` with their full-colour references) and the layout passes they make.
    static func checkRenders(families: [WidgetFamily], modes: [WidgetMode]?, schemes: [ColorScheme],
                             base: WidgetRenderOptions, places: [PlaceAppearance] = []) -> (renders: Int, passes: Int) {
        let renders = LegibilityCheck.renderCount(families: families, modes: modes, schemes: schemes, base: base)
            + LegibilityCheck.renderCount(places: places)
        return (renders, renders * checkPassesPerRender)
    }

    /// `n word` or `n words` (`plural` when the plural is not `word` + s).
    static func count(_ value: Int, _ word: String, plural: String? = nil) -> String {
        "\(value) " + (value == 1 ? word : plural ?? word + "s")
    }
}
