// What a whole command may cost (`gallery`, `check`, `gallery --check`), checked before anything is
// written. Every render of these commands is known before the first one starts (the gallery's plan, the
// check's families × modes × schemes), so the budget is arithmetic on the plan plus one layout:
//
// 1. The renders are counted: at most ``CommandBudget/maximumRenders``, refused in microseconds with the
//    counts of each axis and the options that render fewer.
// 2. The widget is laid out once (the first combination) and its layout nodes are multiplied by the
//    passes the command makes over it: one per gallery render, three per check render (the check draws
//    each render, its ink map and what lies beneath — LegibilityMeter). The product is the layout work
//    of the command, at most ``CommandBudget/maximumLayoutNodes``.
//
// Each render stays within the render budget (RenderBudget); this bounds how many of them one command
// runs. The gallery's own outputs (file names, the contact sheet) are checked by GalleryBudget.
import Render
import Views
import Widgets

/// The budget of a whole command; every refusal is an input error (exit 65) naming the counts.
enum CommandBudget {
    /// The most renders one command makes: 1 000 [C]. A gallery of every family, mode and scheme is 51
    /// renders; with three Dynamic Type sizes and five locales 765. The contact sheet (16 Mi pixels) holds
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
    static func checkLayoutWork(_ source: WidgetSource, options: WidgetRenderOptions, resources: RenderResources,
                                command: String, what: String, passes: Int, fewer: String) throws {
        guard passes > 0,
              let laid = try? WidgetRenderer().layout(source.makeView(), options: options, resources: resources) else {
            return
        }
        let perRender = laid.layout.nodes.count
        let total = perRender.multipliedReportingOverflow(by: passes)
        guard total.overflow || total.partialValue > maximumLayoutNodes else { return }
        throw CLIFailure.input("\(source.origin): \(what) of \(perRender) layout nodes each "
            + "(\(options.family) \(options.mode)) lays out \(total.overflow ? "too many" : "\(total.partialValue)") "
            + "nodes, over the \(command) budget of \(maximumLayoutNodes); render fewer combinations (\(fewer)) "
            + "or a smaller widget")
    }

    /// The check's part of a command: how many renders `check` makes and the words for them.
    static func checkRenders(families: [WidgetFamily], modes: [WidgetMode]?, schemes: [ColorScheme],
                             base: WidgetRenderOptions) -> (renders: Int, passes: Int) {
        let renders = LegibilityCheck.renderCount(families: families, modes: modes, schemes: schemes, base: base)
        return (renders, renders * checkPassesPerRender)
    }

    /// `n word` or `n words` (`plural` when the plural is not `word` + s).
    static func count(_ value: Int, _ word: String, plural: String? = nil) -> String {
        "\(value) " + (value == 1 ? word : plural ?? word + "s")
    }
}
