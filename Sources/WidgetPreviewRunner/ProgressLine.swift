// The runner's progress line on stderr: `[12/52] Small`, rewritten in place with a carriage return, at most
// every 100 ms, then cleared. Only when the CLI asks (stderr is a terminal, or --progress).
import Dispatch
import FileAccess
import Synchronization

/// A progress line shared by the render threads.
final class ProgressLine: Sendable {
    /// Renders to do.
    let total: Int
    /// Renders done, and when the line was last drawn (uptime nanoseconds).
    private let state = Mutex<(done: Int, drawn: UInt64)>((0, 0))

    /// A line for `total` renders.
    init(total: Int) { self.total = total }

    /// One render done; redraws the line if the last draw is older than 100 ms.
    func advance(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        let line: String? = state.withLock { state in
            state.done += 1
            guard state.done == total || now - state.drawn > 100_000_000 else { return nil }
            state.drawn = now
            return "\r\u{1B}[K[\(state.done)/\(total)] \(Self.printable(name))"
        }
        if let line { _ = try? StandardStream.write(Array(line.utf8), to: 2) }
    }

    /// Clears the line.
    func finish() {
        _ = try? StandardStream.write(Array("\r\u{1B}[K".utf8), to: 2)
    }

    /// A preview's name made safe for the line: controls and format characters as `?`, at most 60 characters.
    static func printable(_ name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars.prefix(60) {
            let unsafe = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
            text.unicodeScalars.append(unsafe ? "?" : scalar)
        }
        return text
    }
}
