import Raster

/// What a legibility check found: every render with its findings.
public struct LegibilityReport: Sendable, CustomStringConvertible {
    /// One render and what was found in it.
    public struct Entry: Sendable, CustomStringConvertible {
        /// The render.
        public var render: LegibilityRender
        /// Its findings, in paint-tree order.
        public var findings: [LegibilityFinding]
        /// The render and its findings.
        public var description: String { "\(render): \(findings.count) findings" }
    }

    /// The renders, in check order (families, schemes, modes; then the places, in their matrix's order).
    public private(set) var entries: [Entry] = []

    /// An empty report.
    public init() {}

    /// Adds a render and its findings.
    mutating func add(_ render: LegibilityRender, findings: [LegibilityFinding]) {
        entries.append(Entry(render: render, findings: findings))
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
    /// True when nothing was found.
    public var passes: Bool { entries.allSatisfy(\.findings.isEmpty) }

    /// Every finding, one a line, or `no findings (N elements in M renders)`.
    public var description: String {
        let lines = findings.map(\.description)
        return lines.isEmpty ? "no findings (\(measuredCount) elements in \(entries.count) renders)" : lines.joined(separator: "\n")
    }
}
