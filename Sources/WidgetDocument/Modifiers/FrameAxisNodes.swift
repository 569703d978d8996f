/// The nodes of one axis of `frame(minWidth:idealWidth:maxWidth:…)` in a document: `min<Axis>`,
/// `ideal<Axis>` and `max<Axis>`, each nil when absent.
struct FrameAxisNodes {
    /// `Width` or `Height`, as the keys spell it.
    let name: String
    /// `minWidth` / `minHeight`.
    let minimum: Node?
    /// `idealWidth` / `idealHeight`.
    let ideal: Node?
    /// `maxWidth` / `maxHeight`.
    let maximum: Node?

    /// Reads the axis's three keys from `reader` (marking them read).
    init(_ reader: inout ObjectReader, axis name: String) {
        self.name = name
        minimum = reader.optional("min\(name)")
        ideal = reader.optional("ideal\(name)")
        maximum = reader.optional("max\(name)")
    }

    /// The keys given, minimum first.
    var present: [Node] { [minimum, ideal, maximum].compactMap { $0 } }
}
