import Raster

/// What a legibility check found: every render with its findings.
public struct LegibilityReport: Sendable, CustomStringConvertible {
    /// One render and what was found in it.
    public struct Entry: Sendable, CustomStringConvertible {
        /// The render.
        public var render: LegibilityRender
        /// Its findings, in paint-tree order.
        public var findings: [LegibilityFinding]
        /// On the iOS 26 clear and tinted glass where the glass keeps even opaque white below what an element needs
        /// (a light wallpaper): the lowest ratio white reaches under a text or symbol, and what that element needs.
        /// The system's look, not the widget's doing: a note, not a finding (the findings are held to it,
        /// ``LegibilityThresholds/onGlass(whiteRatio:for:)``).
        public var glassLimit: (white: Double, required: Double)? = nil
        /// The note for ``glassLimit``: `systemSmall clear light homeScreen: note: opaque white reaches only 1.59:1
        /// on this glass (4.50:1 needed) …`; nil without one.
        public var note: String? {
            guard let glassLimit else { return nil }
            let place = render.place?.name ?? "\(render.options.family) \(render.options.mode) \(render.options.colorScheme) \(render.context)"
            return "\(place): note: opaque white reaches only \(LegibilityFinding.ratio(glassLimit.white)) on this glass "
                + "(\(LegibilityFinding.ratio(glassLimit.required)) needed); iOS tints every element white here, so the "
                + "widget's elements are held to what white reaches on it (white over glass over a light wallpaper)"
        }
        /// The render and its findings.
        public var description: String { "\(render): \(findings.count) findings" }
    }

    /// The renders, in check order (families, schemes, modes; then the places, in their matrix's order).
    public private(set) var entries: [Entry] = []

    /// An empty report.
    public init() {}

    /// Adds a render and its findings.
    mutating func add(_ render: LegibilityRender, findings: [LegibilityFinding],
                      glassLimit: (white: Double, required: Double)? = nil) {
        entries.append(Entry(render: render, findings: findings, glassLimit: glassLimit))
    }

    /// Adds `other`'s renders after these (a widget's check, then its places').
    public mutating func append(_ other: LegibilityReport) {
        entries += other.entries
    }

    /// Every finding, in check order.
    public var findings: [LegibilityFinding] { entries.flatMap(\.findings) }
    /// How many of the renders are a Live Activity's or a control's (``LegibilityRender/place``).
    public var placeRenderCount: Int { entries.filter { $0.render.place != nil }.count }
    /// How many element measurements were judged.
    public var measuredCount: Int { entries.reduce(0) { $0 + $1.render.measurements.count } }
    /// Each render's ``Entry/note`` (white's limit on a light glass), in check order: not findings.
    public var notes: [String] { entries.compactMap(\.note) }
    /// True when nothing was found.
    public var passes: Bool { entries.allSatisfy(\.findings.isEmpty) }

    /// Every finding, one a line, or `no findings (N elements in M renders)`; then the notes.
    public var description: String {
        let lines = findings.map(\.description)
        return ([lines.isEmpty ? "no findings (\(measuredCount) elements in \(entries.count) renders)" : lines.joined(separator: "\n")]
            + notes).joined(separator: "\n")
    }
}
