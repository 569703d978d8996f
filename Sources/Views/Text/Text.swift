import Graphics
import Layout

/// A paragraph of styled text (SwiftUI's `Text`).
///
/// ```swift
/// Text("\(Int(progress * 100))%").font(.title2.bold())
/// Text(verbatim: name)
/// Text("Rain ") + Text("80%").bold().foregroundColor(.blue)
/// ```
/// A `Text` is a list of runs, each with its own attributes; text modifiers (`.font`, `.bold()` …)
/// apply to every run that does not set the attribute itself, so inner choices win, as in SwiftUI.
public struct Text: Sendable {
    /// One run: characters and the attributes set on them by text modifiers.
    struct Run: Sendable {
        var string: String
        var attributes: TextAttributes
        /// A date shown in a style; formatted at resolution (it needs the time zone and render date).
        var date: DateText? = nil
        /// A timer interval shown at the render's date (`Text(timerInterval:…)`).
        var timer: TimerIntervalText? = nil
        /// A value shown through a format style in the environment's locale (`Text(_:format:)`).
        var formatted: FormattedValue? = nil
        /// An interpolated integer, grouped and in the environment's locale's digits.
        var integer: IntegerText? = nil

        /// True when the run's text is computed at resolution (a literal after it starts a new run).
        var isDeferred: Bool { date != nil || timer != nil || formatted != nil || integer != nil }
    }

    var runs: [Run]

    init(runs: [Run]) {
        self.runs = runs
    }

    /// Text shown exactly as given, without localisation or interpolation.
    public init(verbatim content: String) {
        self.runs = [Run(string: content, attributes: TextAttributes())]
    }

    /// Text from a string value.
    ///
    /// ```swift
    /// Text(entry.title)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Text from a literal, with interpolations (SwiftUI's `LocalizedStringKey` initialiser; there is
    /// no localisation table, the key is the text).
    ///
    /// ```swift
    /// Text("\(steps) steps")
    /// Text("Temp \(Text("72°").bold())")
    /// ```
    public init(_ key: LocalizedStringKey, tableName: String? = nil) {
        self.runs = key.runs
    }

    /// Text from a literal with a translator's comment (SwiftUI's `Text(_:tableName:bundle:comment:)`;
    /// the comment is for translators and draws nothing).
    ///
    /// ```swift
    /// Text("Steps", comment: "Title of the steps widget")
    /// ```
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString?) {
        self.runs = key.runs
    }

    /// Joins two texts into one paragraph; each keeps its own runs and styling.
    ///
    /// ```swift
    /// Text("Rain ").foregroundStyle(.secondary) + Text("80%").bold()
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// Applies `change` to the attributes of every run that does not already set them.
    func modified(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        var copy = self
        for index in copy.runs.indices { copy.runs[index].attributes.inherit(from: outer) }
        return copy
    }
}

extension Text: View {
    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let resolved = resolvedText(in: environment, context: &context)
        let leaf = context.services.textLeaf(for: resolved)
        nodes.append(try context.node(.leaf(leaf), name: "Text \"\(resolved.string)\"", content: .text(resolved)))
    }

    /// The runs with fonts and paints resolved, and the environment's paragraph style.
    func resolvedText(in environment: EnvironmentValues, context: inout ResolveContext) -> ResolvedText {
        var styles: [ResolvedTextStyle] = []
        var resolvedRuns: [TextRun] = []
        var previousWasInteger = false
        resolvedRuns.reserveCapacity(runs.count)
        for run in runs {
            var attributes = run.attributes
            attributes.inherit(from: environment.textAttributes)
            let font = attributes.resolvedFont(base: environment.font ?? .body).sized(for: environment.dynamicTypeSize)
            let paint = attributes.foregroundStyle.map { context.paint($0, environment) }
                ?? context.foregroundPaint(environment)
            let style = ResolvedTextStyle(
                paint: paint,
                underline: attributes.underline.flatMap { $0.isActive ? decoration($0, paint, environment) : nil },
                strikethrough: attributes.strikethrough.flatMap {
                    $0.isActive ? decoration($0, paint, environment) : nil
                },
                baselineOffset: attributes.baselineOffset ?? 0)
            let styleIndex: Int
            if let known = styles.firstIndex(of: style) {
                styleIndex = known
            } else {
                styleIndex = styles.count
                styles.append(style)
            }
            let shown = run.date.map { $0.formatted(in: environment) }
                ?? run.timer.map { $0.formatted(in: environment) }
                ?? run.formatted.map { $0.string(in: environment.locale) }
                ?? run.integer.map { $0.formatted(in: environment) } ?? run.string
            let string = environment.textCase.map { $0.apply(to: shown) } ?? shown
            let tracking = attributes.tracking ?? 0
            // An interpolated integer joins the literal beside it in one run when their styles match, so the
            // paragraph shapes "8,432 steps" as one string, as it did when the digits were literal text.
            if run.integer != nil || previousWasInteger, let last = resolvedRuns.indices.last,
               resolvedRuns[last].font == font, resolvedRuns[last].styleIndex == styleIndex,
               resolvedRuns[last].tracking == tracking {
                resolvedRuns[last].string += string
            } else {
                resolvedRuns.append(TextRun(string, font: font, styleIndex: styleIndex, tracking: tracking))
            }
            previousWasInteger = run.integer != nil
        }
        let paragraph = ParagraphStyle(
            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing,
            minimumScaleFactor: environment.minimumScaleFactor, allowsTightening: environment.allowsTightening,
            layoutDirection: environment.layoutDirection)
        return ResolvedText(runs: resolvedRuns, paragraph: paragraph, styles: styles)
    }

    private func decoration(_ choice: TextAttributes.Decoration, _ runPaint: ResolvedPaint,
                            _ environment: EnvironmentValues) -> TextDecoration {
        TextDecoration(paint: choice.color.map { .solid($0.resolve(in: environment)) } ?? runPaint)
    }
}
