// Where log lines go: nowhere by default; standard error when WIDGETRENDER_OS_LOG=stderr (read once);
// a test may capture them instead (`LogOutput.capture`, internal). Messages are only formatted when a
// line is written, so a disabled logger costs a closure capture per interpolation.
import Foundation
import Synchronization

enum LogOutput {
    /// The environment variable that sends log lines to standard error.
    static let environmentVariable = "WIDGETRENDER_OS_LOG"

    private static let writesToStandardError: Bool =
        ProcessInfo.processInfo.environment[environmentVariable] == "stderr"

    /// Lines captured by a test instead of written (nil: not capturing).
    private static let captured = Mutex<[String]?>(nil)

    /// Whether a line would be written anywhere.
    static var isEnabled: Bool { writesToStandardError || captured.withLock { $0 != nil } }

    /// Writes one line when enabled: `[subsystem:category] level: message`.
    static func write(subsystem: String, category: String, level: OSLogType, message: OSLogMessage) {
        guard isEnabled else { return }
        let line = "[\(subsystem):\(category)] \(level): \(message.text)"
        let wasCaptured = captured.withLock { lines -> Bool in
            guard lines != nil else { return false }
            lines?.append(line)
            return true
        }
        if !wasCaptured, writesToStandardError {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Runs `body` with lines captured, and returns them (tests; one capture at a time).
    static func capture(_ body: () -> Void) -> [String] {
        captured.withLock { $0 = [] }
        body()
        return captured.withLock { lines in
            defer { lines = nil }
            return lines ?? []
        }
    }

    /// A printf-style `os_log` format with its arguments: `{public}` qualifiers dropped, `{private}`
    /// arguments replaced by `<private>`, the rest formatted by Foundation's `String(format:)`.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var plain = ""
        var arguments: [CVarArg] = []
        var index = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            plain += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                plain += "%%"
                rest = rest.dropFirst()
                continue
            }
            var isPrivate = false
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                isPrivate = rest[rest.index(after: rest.startIndex)..<close].contains("private")
                rest = rest[rest.index(after: close)...]
            }
            // The conversion: flags, width, precision, length, then the conversion letter.
            let end = rest.firstIndex { "@dDiuUxXoOfFeEgGcsSpaA".contains($0) } ?? rest.endIndex
            let spec = rest[..<end] + (end < rest.endIndex ? String(rest[end]) : "")
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
            if isPrivate {
                plain += "<private>"
            } else if index < args.count, spec.hasSuffix("@") {
                // Objects by their description, inserted as text (Linux's String(format:) cannot take a
                // Swift String for %@).
                plain += String(describing: args[index]).replacingOccurrences(of: "%", with: "%%")
            } else if index < args.count {
                plain += "%" + spec
                arguments.append(args[index])
            } else {
                plain += "<missing>"
            }
            index += 1
        }
        plain += rest
        return String(format: plain, arguments: arguments)
    }
}
