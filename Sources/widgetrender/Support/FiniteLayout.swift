import Graphics
import Layout

/// The last guard of `layout`: a layout whose frames are not all finite is refused instead of
/// printed, so `layout --json` never writes "nan" or "inf" (the layout engine sanitises every input it
/// knows of; this names the node if a new one slips through).
enum FiniteLayout {
    /// Throws an input error naming the first node with a non-finite frame.
    static func require(_ layout: LayoutResult, what: String) throws {
        for node in layout.nodes {
            let values = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height,
                          node.offset.x, node.offset.y]
            if values.contains(where: { !$0.isFinite }) {
                throw CLIFailure.input("\(what): the layout of \(TerminalText.safe(node.name)) is not finite "
                                       + "(\(node.frame.minX), \(node.frame.minY), \(node.frame.width), "
                                       + "\(node.frame.height)); a size or ratio in the widget is out of range")
            }
        }
    }
}
