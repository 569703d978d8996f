import Foundation
import Testing

/// One hostile input and the exact failure it must give, with nothing written.
///
/// A document case writes `widget.json` (and any other files `setup` makes) into a fresh folder, runs
/// `widgetrender render widget.json -o out.png` plus `arguments` there, and expects the exit status and a
/// stderr line containing `expected`. A library case calls `run`, which returns the error's text.
/// Either way the folder must hold exactly what was there before.
struct HostileCase: CustomTestStringConvertible, Sendable {
    enum Input: Sendable {
        /// The CLI on a document (`nil` bytes: no widget.json is written).
        case document(bytes: [UInt8]?, arguments: [String], status: Int32)
        /// A library call in the scratch folder; returns the error's description, or "no error".
        case library(@Sendable (Scratch) throws -> String)
        /// `bash -c script` in the scratch folder with `$WR` the binary (redirections, FIFOs, pipes,
        /// namespaces); `status` is the script's exit status, `expected` must be in its stderr.
        case shell(script: String, status: Int32)
        /// The CLI run directly with these arguments (no shell: a 50 000-argument command line is more than
        /// `bash -c` takes in one string) in the scratch folder.
        case arguments([String], status: Int32)
    }

    let label: String
    let input: Input
    let expected: String
    var setup: @Sendable (Scratch) throws -> Void = { _ in }

    var testDescription: String { label }

    /// A document given as JSON text, rendered with `arguments`.
    static func document(_ label: String, _ json: String, arguments: [String] = [], status: Int32 = 65,
                         expecting expected: String,
                         setup: @escaping @Sendable (Scratch) throws -> Void = { _ in }) -> HostileCase {
        HostileCase(label: label, input: .document(bytes: Array(json.utf8), arguments: arguments, status: status),
                    expected: expected, setup: setup)
    }

    /// A document given as bytes.
    static func document(_ label: String, bytes: [UInt8]?, arguments: [String] = [], status: Int32 = 65,
                         expecting expected: String,
                         setup: @escaping @Sendable (Scratch) throws -> Void = { _ in }) -> HostileCase {
        HostileCase(label: label, input: .document(bytes: bytes, arguments: arguments, status: status),
                    expected: expected, setup: setup)
    }

    /// The CLI run by a bash script (`$WR` is the binary) in the scratch folder.
    static func shell(_ label: String, _ script: String, status: Int32, expecting expected: String,
                      setup: @escaping @Sendable (Scratch) throws -> Void = { _ in }) -> HostileCase {
        HostileCase(label: label, input: .shell(script: script, status: status), expected: expected, setup: setup)
    }

    /// The CLI run with `arguments` (no implicit document or output) in the scratch folder.
    static func command(_ label: String, _ arguments: [String], status: Int32, expecting expected: String,
                        setup: @escaping @Sendable (Scratch) throws -> Void = { _ in }) -> HostileCase {
        HostileCase(label: label, input: .arguments(arguments, status: status), expected: expected, setup: setup)
    }

    /// A library call.
    static func library(_ label: String, expecting expected: String,
                        setup: @escaping @Sendable (Scratch) throws -> Void = { _ in },
                        _ run: @escaping @Sendable (Scratch) throws -> String) -> HostileCase {
        HostileCase(label: label, input: .library(run), expected: expected, setup: setup)
    }

    /// The error text of a throwing call, or "no error".
    static func error(of call: () throws -> Void) -> String {
        do {
            try call()
            return "no error"
        } catch {
            return "\(error)"
        }
    }
}

/// A small widget document whose systemSmall body is `view`.
func widget(_ view: String, name: String = "hostile") -> String {
    #"{"name": ""# + name + #"", "families": ["systemSmall", "systemExtraLarge"], "body": "# + view + "}"
}

/// `count` copies of `element` joined by commas.
func repeated(_ element: String, _ count: Int) -> String {
    Array(repeating: element, count: count).joined(separator: ",")
}
