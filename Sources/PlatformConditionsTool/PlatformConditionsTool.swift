// The tool PlatformConditionsPlugin runs, once per source file: reads INPUT, replaces its `#if os(…)` atoms as
// PLATFORM's device evaluates them (PlatformConditionRewrite) and writes OUTPUT: a `#sourceLocation` line naming
// PRESUMED (default INPUT), then the rewritten text, line for line and column for column the original. Usage:
//     PlatformConditionsTool PLATFORM INPUT OUTPUT [PRESUMED]
// OUTPUT is replaced only when its bytes change; an unreadable input or an unknown platform fails the build
// with a message naming it.
import FileAccess
import Glibc
import PlatformConditions
import PlatformConditionsSyntax

@main
enum PlatformConditionsTool {
    static let usage = "usage: PlatformConditionsTool PLATFORM INPUT OUTPUT [PRESUMED]"
    /// The largest source file rewritten: 1 MiB, 20× a large widget file; the debug build of swift-syntax the
    /// plugin runs parses one this size of dense `#if`s in about 27 s (docs/limits.md, section 10).
    static let inputLimit = 1 << 20

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 3 || arguments.count == 4 else { fail(usage) }
        guard let platform = DevicePlatform(name: arguments[0]) else {
            fail("error: unknown platform \"\(arguments[0])\" (one of \(DevicePlatform.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let (input, output) = (arguments[1], arguments[2])
        let presumed = arguments.count == 4 ? arguments[3] : input
        let source: [UInt8]
        do { source = try RegularFile.readAll(input, limit: inputLimit) } catch {
            fail("error: \(error) (PlatformConditionsTool rewrites source files of at most \(inputLimit) bytes)")
        }
        let rewrite = PlatformConditionRewrite(String(decoding: source, as: UTF8.self), for: platform)
        let bytes = Array((PlatformConditionRewrite.header(presumedPath: presumed) + rewrite.text).utf8)
        if let existing = try? RegularFile.readAll(output, limit: inputLimit * 2), existing == bytes { return }
        do { try OutputFile.write(bytes, to: output) } catch { fail("error: \(output): \(error)") }
    }

    private static func fail(_ message: String) -> Never {
        try? StandardStream.write(Array((message + "\n").utf8), to: 2)
        exit(1)
    }
}
