// The device's `#if os(…)` conditions in a copy of a Swift file. swift-syntax's parser finds every `#if` and
// `#elseif` clause (declarations, statements, members, switch cases and postfix member chains alike, nested or
// not); inside each clause's condition every `os(Name)` call — alone, negated, parenthesized, or in `&&` / `||`
// with anything else — is replaced by `true` or `false` as the device evaluates it (DevicePlatform), padded
// with spaces to the atom's own length (any line break inside the atom kept where it was). Every other byte
// is left as it was, so each line and column of the copy is the original's. The compiler's own evaluation of
// the rest (`canImport`, `targetEnvironment`, `arch`, flags) is untouched.
//
// `header(presumedPath:)` is the `#sourceLocation(file:line:)` line put above the copy, so that the compiler's
// diagnostics, `#filePath`, `#fileID` and `#line` name the original file and its lines (The Swift
// Programming Language, "Line Control Statement").
import PlatformConditions
import SwiftParser
import SwiftSyntax

/// One `os(…)` atom replaced.
public struct PlatformConditionAtom: Equatable, Sendable {
    /// The name inside `os(…)`.
    public var name: String
    /// Its 1-based line in the original.
    public var line: Int
    /// What it became.
    public var value: Bool
}

/// A source text with the device's `os(…)` conditions.
public struct PlatformConditionRewrite: Sendable {
    /// The rewritten text: the original with each atom replaced in place (byte-identical when `atoms` is empty).
    public var text: String
    /// The atoms replaced, in source order.
    public var atoms: [PlatformConditionAtom]

    /// Rewrites `source`'s `#if` / `#elseif` conditions for `platform`.
    public init(_ source: String, for platform: DevicePlatform) {
        guard DevicePlatform.mayHaveOSCondition(source) else {
            self.init(text: source, atoms: [])
            return
        }
        let tree = Parser.parse(source: source)
        let finder = OSAtomFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.found.isEmpty else {
            self.init(text: source, atoms: [])
            return
        }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let original = Array(source.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(original.count)
        var copied = 0
        var atoms: [PlatformConditionAtom] = []
        for (call, name) in finder.found {
            let value = platform.evaluatesOS(name)
            let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = call.endPositionBeforeTrailingTrivia.utf8Offset
            guard start >= copied, start < end, end <= original.count else { continue }
            bytes += original[copied..<start]
            bytes += Self.replacement(for: original[start..<end], value: value)
            copied = end
            atoms.append(PlatformConditionAtom(name: name, line: converter.location(for: call.positionAfterSkippingLeadingTrivia).line,
                                               value: value))
        }
        bytes += original[copied...]
        self.init(text: String(decoding: bytes, as: UTF8.self), atoms: atoms)
    }

    /// A rewrite's result as given.
    init(text: String, atoms: [PlatformConditionAtom]) {
        self.text = text
        self.atoms = atoms
    }

    /// `true` / `false` in the place of `atom`'s bytes: spaces, with each line break of the atom at its offset,
    /// and the word at the start of the first stretch between breaks long enough to hold it (`os(\n  iOS)` →
    /// `   \ntrue  `); when none is, the word and the breaks alone.
    static func replacement(for atom: ArraySlice<UInt8>, value: Bool) -> [UInt8] {
        let word = Array((value ? "true" : "false").utf8)
        let isBreak = { (byte: UInt8) in byte == 10 || byte == 13 }
        var result = atom.map { isBreak($0) ? $0 : UInt8(ascii: " ") }
        var start = 0
        while start < result.count {
            let end = result[start...].firstIndex(where: isBreak) ?? result.count
            if end - start >= word.count {
                result.replaceSubrange(start..<start + word.count, with: word)
                return result
            }
            start = end + 1
        }
        return word + atom.filter(isBreak)
    }

    /// The line above a copy that makes the compiler name `presumedPath` and count its lines from 1.
    public static func header(presumedPath: String) -> String {
        let literal = presumedPath.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "#sourceLocation(file: \"\(literal)\", line: 1)\n"
    }
}

/// Collects the `os(Name)` calls of every `#if` / `#elseif` condition.
final class OSAtomFinder: SyntaxVisitor {
    /// Each call and its name, in source order.
    var found: [(FunctionCallExprSyntax, String)] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            let atoms = ConditionAtomFinder(viewMode: .sourceAccurate)
            atoms.walk(condition)
            found += atoms.found
        }
        return .visitChildren
    }
}

/// Collects the `os(Name)` calls inside one condition.
final class ConditionAtomFinder: SyntaxVisitor {
    /// Each call and its name, in source order.
    var found: [(FunctionCallExprSyntax, String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "os",
              node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              let name = argument.expression.as(DeclReferenceExprSyntax.self) else {
            return .visitChildren
        }
        found.append((node, name.baseName.text))
        return .skipChildren
    }
}
