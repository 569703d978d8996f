// printf-style formatting of one number (`Text("\(value, specifier: "%.1f")")`, SwiftUI's `%lf` for
// interpolated doubles) through the C library's vsnprintf, which is what Foundation's
// `String(format:)` defers to for numeric conversions. Views imports FoundationEssentials, which has
// no `String(format:)`, so that the CLI does not load Foundation and ICU at start-up (docs/performance.md).

#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

enum PrintfFormat {
    /// `format` applied to `arguments` (C printf conversions), or `format` itself when the C library
    /// reports an encoding error. Output of any length is returned whole.
    static func string(_ format: String, _ arguments: CVarArg...) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard needed >= 0 else { return format }
        if Int(needed) >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
