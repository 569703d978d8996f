// The platform a widget is rendered for, as its compiler would see it on the device: which `os(…)` atoms of
// `#if` / `#elseif` conditions are true there (the Swift book's "Conditional Compilation Block": `os()` takes
// macOS, iOS, watchOS, tvOS, visionOS, Linux, Windows …; `OSX` is macOS's older spelling). Everything else a
// condition can ask (`targetEnvironment`, `canImport`, `arch`, `swift`, `compiler`, custom flags) is left to the
// compiler that builds the copy (docs/platform-api.md "Platform conditions").

/// The Apple platform whose `#if os(…)` branches a render compiles.
public enum DevicePlatform: String, CaseIterable, Sendable {
    /// iPhone and iPad widgets (the system, accessory and Live Activity families): `os(iOS)` is true.
    case iOS
    /// Apple Watch widgets (the accessory families on a watch): `os(watchOS)` is true.
    case watchOS
    /// Widgets on the Mac desktop: `os(macOS)` (and its older spelling `os(OSX)`) is true.
    case macOS

    /// The platform of a name as written in `os(…)` or on a command line (`iOS`, `watchOS`, `macOS`), or nil.
    public init?(name: String) {
        switch name {
        case "iOS": self = .iOS
        case "watchOS": self = .watchOS
        case "macOS", "OSX": self = .macOS
        default: return nil
        }
    }

    /// What `os(name)` evaluates to on this platform's device: true for its own name, false for every other
    /// (Linux, tvOS, visionOS and names the compiler does not know included).
    public func evaluatesOS(_ name: String) -> Bool {
        DevicePlatform(name: name) == self
    }

    /// The line the previews output prints: `os(iOS) true, os(watchOS)/os(macOS) false`.
    public var summary: String {
        let others = Self.allCases.filter { $0 != self }.map { "os(\($0.rawValue))" }.joined(separator: "/")
        return "os(\(rawValue)) true, \(others) false"
    }

    /// True when `text` may hold an `os(…)` condition: it has an `#if` and `os(` not preceded by a letter, digit
    /// or `_` (so `photos(` is not one). A cheap test that only decides which files get a rewritten copy; the
    /// rewrite itself reads the syntax tree.
    public static func mayHaveOSCondition(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, text.contains("#if") else { return false }
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "o"), bytes[index + 1] == UInt8(ascii: "s"), bytes[index + 2] == UInt8(ascii: "("),
               index == 0 || !isIdentifierByte(bytes[index - 1]) {
                return true
            }
            index += 1
        }
        return false
    }

    /// An ASCII letter, digit or `_`, or any byte of a non-ASCII character (identifiers may hold them).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
