// SVG path data (SVG 1.1 §8.3, "Path data"): M L H V C S Q T A Z in absolute and relative forms, numbers
// separated by spaces, commas or signs, repeated argument groups as implicit repeats of the command
// (an implicit repeat of M is L). Elliptical arcs become cubic Béziers through the endpoint-to-centre
// conversion of SVG 1.1 Appendix F.6.5 and Path.addRelativeArc.
import Graphics

/// Parses an SVG `d` attribute into a ``Graphics/Path``.
///
/// ```swift
/// let path = try SVGPathData.path("M0 0H10V10Z")
/// ```
enum SVGPathData {
    /// What went wrong, for the caller to place (file, element).
    struct Failure: Error { var reason: String }

    static func path(_ data: String) throws(Failure) -> Path {
        var scanner = Scanner(bytes: Array(data.utf8))
        var path = Path()
        var current = Point(0, 0), start = Point(0, 0)
        var lastControl: Point?, lastCommand: UInt8 = 0
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek() else { break }
            if Scanner.isCommand(byte) {
                guard command != 0 || byte | 0x20 == UInt8(ascii: "m") else {
                    throw Failure(reason: "path data must start with M, not '\(Character(UnicodeScalar(byte)))'")
                }
                command = byte
                scanner.index += 1
            } else if command == 0 {
                throw Failure(reason: "path data must start with a command, not '\(Character(UnicodeScalar(byte)))'")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw Failure(reason: "numbers after Z")
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(0, 0)
            func point() throws(Failure) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return Point(base.x + x, base.y + y)
            }
            var control: Point?
            switch command | 0x20 {  // lower-cased
            case UInt8(ascii: "m"):
                current = try point(); start = current
                path.move(to: current)
            case UInt8(ascii: "l"):
                current = try point(); path.addLine(to: current)
            case UInt8(ascii: "h"):
                current = Point((relative ? current.x : 0) + (try scanner.number()), current.y); path.addLine(to: current)
            case UInt8(ascii: "v"):
                current = Point(current.x, (relative ? current.y : 0) + (try scanner.number())); path.addLine(to: current)
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), end = try point()
                path.addCurve(to: end, control1: c1, control2: c2)
                control = c2; current = end
            case UInt8(ascii: "s"):
                let c1 = reflect(lastControl, lastCommand, "cs", around: current)
                let c2 = try point(), end = try point()
                path.addCurve(to: end, control1: c1, control2: c2)
                control = c2; current = end
            case UInt8(ascii: "q"):
                let c = try point(), end = try point()
                path.addQuadCurve(to: end, control: c)
                control = c; current = end
            case UInt8(ascii: "t"):
                let c = reflect(lastControl, lastCommand, "qt", around: current)
                let end = try point()
                path.addQuadCurve(to: end, control: c)
                control = c; current = end
            case UInt8(ascii: "a"):
                let rx = abs(try scanner.number()), ry = abs(try scanner.number())
                let rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let end = try point()
                SVGArc(from: current, to: end, rx: rx, ry: ry, degrees: rotation, large: large, sweep: sweep).append(to: &path)
                current = end
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = start
            default:
                throw Failure(reason: "unknown path command '\(Character(UnicodeScalar(command)))'")
            }
            lastControl = control
            lastCommand = command | 0x20
            guard path.elements.count <= 100_000 else { throw Failure(reason: "more than 100000 path elements") }
        }
        return path
    }

    /// The reflection of the previous control point when the previous command was one of `kinds`, else `current`.
    private static func reflect(_ control: Point?, _ command: UInt8, _ kinds: String, around current: Point) -> Point {
        guard let control, kinds.utf8.contains(command) else { return current }
        return Point(2 * current.x - control.x, 2 * current.y - control.y)
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        static func isCommand(_ byte: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte) }

        mutating func skipSeparators() {
            while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") {
                index += 1
            }
        }

        /// A number: [sign] digits [. digits] [e [sign] digits], or [sign] . digits.
        mutating func number() throws(Failure) -> Double {
            skipSeparators()
            let begin = index
            if let byte = peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { index += 1 }
            var digits = 0, sawDot = false
            while let byte = peek() {
                if byte >= 0x30 && byte <= 0x39 { digits += 1; index += 1 }
                else if byte == UInt8(ascii: "."), !sawDot { sawDot = true; index += 1 }
                else { break }
            }
            if digits > 0, let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                index += 1
                if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
                while let byte = peek(), byte >= 0x30 && byte <= 0x39 { index += 1 }
            }
            guard digits > 0, index - begin <= 64,
                  let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite else {
                throw Failure(reason: "expected a number at offset \(begin) of the path data")
            }
            return value
        }

        /// An arc flag: 0 or 1 (may be written without a separator).
        mutating func flag() throws(Failure) -> Bool {
            skipSeparators()
            guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
                throw Failure(reason: "expected an arc flag (0 or 1) at offset \(index) of the path data")
            }
            index += 1
            return byte == UInt8(ascii: "1")
        }
    }
}
