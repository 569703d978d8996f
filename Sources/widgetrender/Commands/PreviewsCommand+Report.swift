// What `widgetrender previews` checks and prints around a run: the budget of its axes, the message for a
// filter that matches nothing, the platform its extension compiles for, warnings and legibility findings, and
// the times of `--timings`.
import Dispatch
import PlatformConditions
import PreviewRun
import Render
import Views
import Widgets

extension PreviewsCommand {
    /// Refuses axes whose renders of one timeline entry alone pass the command budget
    /// (``CommandBudget/checkRenderCount(_:command:counted:fewer:)``): the render matrix of a family (at most
    /// every mode in both schemes) × sizes × locales, plus each place in its modes and schemes.
    static func checkBudget(_ request: PreviewRunRequest) throws {
        let modes = request.axes.modes.isEmpty ? WidgetMode.allCases.filter { $0.exists(in: .standard) }.count
            : request.axes.modes.count
        let schemes = request.axes.schemes.isEmpty ? ColorScheme.allCases.count : request.axes.schemes.count
        let sizes = max(1, request.axes.dynamicTypeSizes.count), locales = max(1, request.axes.locales.count)
        let placed = request.axes.contexts.reduce(0) { $0 + $1.modes.count * schemes }
        try CommandBudget.checkRenderCount(modes * schemes * sizes * locales + placed, command: "previews",
                                           counted: "each timeline entry: \(CommandBudget.count(modes, "mode")) × "
                                               + "\(CommandBudget.count(schemes, "scheme")) × \(CommandBudget.count(sizes, "size")) × "
                                               + "\(CommandBudget.count(locales, "locale")) + \(placed) in places",
                                           fewer: "--modes, --schemes, --dynamic-type-sizes, --locales, --contexts")
    }

    /// A filter that matched nothing: the closest name or label (Graphics' NameSuggestion), then what exists.
    static func noMatch(_ filter: String, found: [PreviewLabel], count: Int) -> String {
        var message = "no preview matches --filter \"\(TerminalText.safe(filter))\" (\(CommandBudget.count(count, "preview")) found)"
        if let suggestion = SuggestedName.closest(to: filter, among: found.map(\.name) + found.map(\.label)) {
            message += "; did you mean \(TerminalText.safe(suggestion))?"
        }
        let shown = found.prefix(maximumListed).map { preview in
            preview.name == preview.label ? preview.label : "\(preview.name) (\(preview.label))"
        }
        guard !shown.isEmpty else { return message }
        message += " Previews, by name and by the label --filter also takes: "
            + shown.map(TerminalText.safe).joined(separator: ", ")
        if found.count > shown.count { message += " and \(found.count - shown.count) more" }
        return message
    }

    /// The device whose `#if os(…)` branches the extension compiles: a watch's watchOS, the Mac's macOS, else iOS
    /// (an iPhone or iPad, and every family's default device but accessoryCorner's: a run that mixes them is an
    /// iPhone's).
    static func platform(of device: WidgetDevice?) -> DevicePlatform {
        switch device?.idiom {
        case .watch?: .watchOS
        case .mac?: .macOS
        case .phone?, .pad?, nil: .iOS
        }
    }

    /// The most previews a failed filter lists.
    static let maximumListed = 40

    /// Where a render's warning came from: the preview and its label (`Steps (StepsWidget.swift:229)`).
    static func origin(_ record: PreviewRenderRecord) -> String {
        record.preview == record.label ? record.label : "\(record.preview), \(record.label)"
    }

    /// Each distinct warning once on stderr, naming the previews it came from, then their count.
    static func printWarnings(_ report: PreviewRunReport) {
        let warnings = report.renders.flatMap { record in record.warnings.map { ($0.description, origin(record)) } }
        guard !warnings.isEmpty else { return }
        let distinct = RenderPolicyOptions.printWarnings(warnings, listsOrigins: true)
        let renders = report.renders.filter { !$0.warnings.isEmpty }.count
        printError("widgetrender: \(CommandBudget.count(distinct, "warning")) in \(CommandBudget.count(renders, "render"))"
                   + " (--strict makes them fail)")
    }

    /// `--check`'s findings on stdout, one line each naming the preview and render: a widget's entry before the
    /// finding's family and mode, a Live Activity's or a control's place in the finding itself (`Trip,
    /// TripActivity.swift:21: activity Lock Screen · content state 0: Text "ETA 5 min" low contrast, …`); returns their
    /// count.
    static func printFindings(_ report: PreviewRunReport) -> Int {
        var count = 0
        for record in report.renders {
            let entry = record.place == nil ? " entry \(record.entry)" : ""
            for finding in record.findings {
                printOutput(TerminalText.line("\(origin(record))\(entry): \(finding)"))
                count += 1
            }
        }
        return count
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }

    /// `30` → `"30"`, `2.5` → `"2.5"`.
    static func whole(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// `duration` in seconds, as ``whole(_:)-(Double)`` writes it.
    static func whole(_ duration: Duration) -> String { whole(seconds(duration)) }

    /// Seconds since `start` on the monotonic clock.
    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
