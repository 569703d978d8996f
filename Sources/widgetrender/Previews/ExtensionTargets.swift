// The widget-extension targets of a Swift package, for `widgetrender previews`:
// 1. `swift package describe --type json` (SwiftPM evaluates the manifest; we never parse Swift), at most
//    the manifest timeout: a manifest that loops is ended with every process SwiftPM started for it.
// 2. The extension targets: Swift source targets (not tests, not plugins or macros) with a file that
//    imports WidgetKit or SwiftUI.
// 3. Their local target dependencies, transitively, in dependency order: compiled beside them.
// A product of another package (other than WidgetRender's own) cannot be rebuilt in the runner package
// yet: that is an input error naming the target and the product.
import FileAccess
import JSON
#if canImport(Glibc)
import Glibc
#endif
import PortableFoundation

/// Finds the targets of a package that `widgetrender previews` compiles.
enum ExtensionTargets {
    /// The subset of `swift package describe --type json` read here.
    struct Description: Decodable {
        struct Target: Decodable {
            var name: String
            var c99name: String?
            var type: String
            var path: String
            var sources: [String]?
            var target_dependencies: [String]?
            var product_dependencies: [String]?
        }
        var path: String
        var targets: [Target]
    }

    /// WidgetRender's products a user's target may name: the runner package gives it all of them (and applies
    /// `AssetSymbolsPlugin` itself to a target with a catalog, so a target that applies it is accepted).
    static let providedProducts: Set<String> = [
        "SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "UIKit", "os", "OSLog", "Combine", "WidgetApp",
        "WidgetIntents",
        "WidgetRender",
        "WidgetSnapshotTesting",
        "AssetSymbolsPlugin",
    ]

    /// Steps 1–3 for the package at `path`.
    static func find(inPackage path: String, manifestTimeout: Duration) throws -> [PreviewsInput.Module] {
        let description = try describe(path, timeout: manifestTimeout)
        let byName = Dictionary(description.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // 2. Extension targets, in the manifest's order.
        var roots: [Description.Target] = []
        for target in description.targets where isSource(target) {
            let folder = folderOf(target, package: description.path)
            let imports = (target.sources ?? []).contains { file in
                guard let bytes = try? RegularFile.readAll(folder + "/" + file, limit: 16 << 20) else { return false }
                return importsWidgetFramework(String(decoding: bytes, as: UTF8.self))
            }
            if imports { roots.append(target) }
        }
        guard !roots.isEmpty else {
            throw CLIFailure.input("\(TerminalText.safe(path)): no target of this package imports WidgetKit or SwiftUI, "
                                   + "so it holds no widget extension to preview")
        }
        // 3. Dependencies first (depth-first, post-order), each once.
        var ordered: [PreviewsInput.Module] = []
        var seen: Set<String> = []
        func visit(_ target: Description.Target) throws {
            guard seen.insert(target.name).inserted else { return }
            for name in target.target_dependencies ?? [] {
                if let dependency = byName[name], isSource(dependency) { try visit(dependency) }
            }
            for product in target.product_dependencies ?? [] where !providedProducts.contains(product) {
                throw CLIFailure.input("target \(TerminalText.safe(target.name)) depends on the product "
                                       + "\(TerminalText.safe(product)) of another package; widgetrender previews builds "
                                       + "a package's own targets against WidgetRender only")
            }
            ordered.append(PreviewsInput.Module(
                name: target.c99name ?? PreviewsInput.c99Name(target.name),
                folder: folderOf(target, package: description.path),
                files: (target.sources ?? []).filter { $0.hasSuffix(".swift") }.sorted(),
                dependencies: (target.target_dependencies ?? []).filter { byName[$0].map(isSource) ?? false }
                    .map { byName[$0]?.c99name ?? PreviewsInput.c99Name($0) }))
        }
        for root in roots { try visit(root) }
        return ordered
    }

    /// 1. SwiftPM's description of the package, decoded.
    static func describe(_ path: String, timeout: Duration) throws -> Description {
        let output = PreviewsInput.temporaryFile("describe.json")
        defer { try? FileSystem.removeFile(output) }
        let end: Subprocess.Termination
        do {
            end = try Subprocess.run(["swift", "package", "--package-path", path, "describe", "--type", "json"],
                                     output: .file(output), timeout: timeout)
        } catch {
            throw CLIFailure.io("cannot run swift (is the Swift toolchain on PATH?): \(TerminalText.safe(error.description))")
        }
        switch end {
        case .exited(0): break
        case .stopped(let signal): throw RunnerLimits.stopped(by: signal)
        case .timedOut(let limit):
            throw CLIFailure.input("\(TerminalText.safe(path))/Package.swift: swift package describe did not finish within "
                                   + "\(Subprocess.seconds(limit)) s (--manifest-timeout), so it was stopped with every "
                                   + "process it started; does the manifest loop or wait?")
        default:
            throw CLIFailure.input("\(TerminalText.safe(path))/Package.swift: swift package describe failed (\(end)); "
                                   + "its messages are above")
        }
        do {
            let bytes = try RegularFile.readAll(output, limit: 64 << 20)
            let limits = JSONLimits(maximumBytes: 64 << 20, maximumValueCount: 10_000_000, subject: "the answer")
            return try JSONValueDecoder(limits: limits).decode(Description.self, from: bytes)
        } catch {
            throw CLIFailure.input("\(TerminalText.safe(path)): cannot read swift package describe's answer: \(error)")
        }
    }

    /// A Swift source target that is not a test.
    static func isSource(_ target: Description.Target) -> Bool {
        target.type == "library" || target.type == "executable"
    }

    /// The target's folder, absolute.
    static func folderOf(_ target: Description.Target, package: String) -> String {
        target.path.hasPrefix("/") ? target.path : package + "/" + target.path
    }

    /// True when `source` has an `import WidgetKit` or `import SwiftUI` line (attributes allowed before it),
    /// or an import of one of `modules`.
    static func importsWidgetFramework(_ source: String, modules: Set<String> = ["WidgetKit", "SwiftUI"]) -> Bool {
        for line in source.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
            if words[..<index].allSatisfy({ $0.hasPrefix("@") }), modules.contains(String(words[index + 1])) {
                return true
            }
        }
        return false
    }
}
