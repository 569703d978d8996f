// `#Preview`'s expansion, every form (views and widgets): as Apple's macro does, a type that registers
// the preview — here one conforming to WidgetPreviews.PreviewRegistry, found at run time through its
// protocol-conformance record (WidgetPreviews' PreviewDiscovery) — whose `makePreview()` calls the
// `WidgetPreviews.Preview` initializer with the macro's own arguments and trailing closures, unchanged.
// The overload (view, timeline, provider, intent) is chosen by the compiler when it type-checks that call,
// as it chose the macro's; the macro only adds the source location as `#fileID`, `#line` and `#column` literals,
// which the compiler evaluates at the macro's use and through `#sourceLocation` (a rewritten copy of a file —
// PlatformConditionsPlugin — places its previews in the original), where `context.location(of:)` gives the
// physical file.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(…)` → `struct $…: WidgetPreviews.PreviewRegistry { … }`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("Preview")
        let (file, line, column): (ExprSyntax, ExprSyntax, ExprSyntax) = ("(#fileID)", "(#line)", "(#column)")
        var call = "WidgetPreviews.Preview(\(node.arguments.trimmedDescription))"
        if let closure = node.trailingClosure { call += " \(closure.trimmedDescription)" }
        for closure in node.additionalTrailingClosures { call += " \(closure.trimmedDescription)" }
        return [
            """
            struct \(typeName): WidgetPreviews.PreviewRegistry {
                static var fileID: String { \(file) }
                static var line: Int { \(line) }
                static var column: Int { \(column) }
                static func makePreview() throws -> WidgetPreviews.Preview {
                    \(raw: call)
                }
            }
            """
        ]
    }
}

/// The compiler plugin: the macros this target provides.
@main
struct WidgetPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
