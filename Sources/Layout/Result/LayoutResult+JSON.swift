import Graphics

extension LayoutResult {
    /// The tree as JSON (for `widgetrender layout --json`), with stable key order and numbers
    /// printed by `formatNumber`; non-finite numbers are written as the strings "inf", "-inf", "nan".
    ///
    /// ```json
    /// {"containerSize":{"width":170,"height":170},"displayScale":3,"root":{"name":"Color","tag":0,
    ///  "frame":{…},"offset":{"x":0,"y":0},"snappedFrame":{…},"pixelFrame":{…},"children":[]}}
    /// ```
    public func jsonDump() -> String {
        var out = "{\"containerSize\":" + Self.json(containerSize)
        out += ",\"displayScale\":" + Self.json(displayScale)
        out += ",\"root\":"
        if nodes.isEmpty { out += "null" } else { appendNode(0, to: &out) }
        out += "}"
        return out
    }

    private func appendNode(_ index: Int, to out: inout String) {
        let node = nodes[index]
        out += "{\"name\":" + Self.json(node.name) + ",\"tag\":" + String(node.tag)
        out += ",\"frame\":" + Self.json(node.frame)
        out += ",\"offset\":{\"x\":" + Self.json(node.offset.x) + ",\"y\":" + Self.json(node.offset.y) + "}"
        out += ",\"snappedFrame\":" + Self.json(node.snappedFrame)
        out += ",\"pixelFrame\":" + Self.json(node.pixelFrame)
        out += ",\"children\":["
        for (position, child) in node.children.enumerated() {
            if position > 0 { out += "," }
            appendNode(child, to: &out)
        }
        out += "]}"
    }

    static func json(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : "\"" + formatNumber(value) + "\""
    }

    static func json(_ size: Size) -> String {
        "{\"width\":" + json(size.width) + ",\"height\":" + json(size.height) + "}"
    }

    static func json(_ rect: Rect) -> String {
        "{\"x\":" + json(rect.minX) + ",\"y\":" + json(rect.minY)
            + ",\"width\":" + json(rect.width) + ",\"height\":" + json(rect.height) + "}"
    }

    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
