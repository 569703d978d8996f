import Graphics

extension LayoutResult {
    /// Which frame a dump prints.
    public enum DumpFrames: Sendable {
        /// The exact layout frame, in points; a non-zero offset is printed after it.
        case layout
        /// The snapped drawing frame, in points (offset applied).
        case snapped
        /// The snapped drawing frame, in device pixels (offset applied).
        case pixels
    }

    /// A stable text dump: one line per node, indented two spaces per depth, name (line breaks
    /// escaped as `\n`) then frame.
    ///
    /// ```
    /// HStack (0, 80, 170, 10)
    ///   Color (0, 80, 81, 10)
    /// ```
    public func textDump(_ frames: DumpFrames = .layout) -> String {
        textDumpLines(frames).joined(separator: "\n")
    }

    /// The lines of ``textDump(_:)``.
    public func textDumpLines(_ frames: DumpFrames = .layout) -> [String] {
        nodes.map { node in
            let prefix = String(repeating: "  ", count: node.depth) + Self.singleLine(node.name)
            if !node.isPlaced { return prefix + " not placed" }
            switch frames {
            case .layout:
                var line = prefix + " " + node.frame.description
                if node.offset != .zero { line += " offset " + node.offset.description }
                return line
            case .snapped:
                return prefix + " " + node.snappedFrame.description
            case .pixels:
                return prefix + " " + node.pixelFrame.description
            }
        }
    }

    /// A name with line breaks and tabs escaped, so that each node stays on one line.
    static func singleLine(_ name: String) -> String {
        var out = ""
        for character in name {
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out
    }
}
