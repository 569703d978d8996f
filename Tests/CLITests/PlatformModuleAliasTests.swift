import Foundation
import PreviewRun
import TestSupport
import Testing

/// The module aliases `widgetrender previews` writes into the runner package are the ones WidgetRender's own
/// Package.swift compiles its examples and tests with (`platformAliases`): a manifest cannot import
/// PreviewRun, so the two lists are kept equal here.
@Suite struct PlatformModuleAliasTests {
    /// The string literals of Package.swift's `let platformAliases: [String] = [ … ]`, in order.
    static func manifestAliases() throws -> [String] {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "let platformAliases: [String] = ["), "Package.swift declares platformAliases")
        let end = try #require(manifest[start.upperBound...].firstIndex(of: "]"))
        let body = manifest[start.upperBound..<end]
        return body.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func runnerAliasesEqualThePackageManifests() throws {
        let manifest = try Self.manifestAliases()
        #expect(manifest.count == 2 * PlatformModuleAlias.all.count)
        #expect(PlatformModuleAlias.compilerFlags == manifest)
    }

    @Test func eachAliasNamesAModuleOfThePackage() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for alias in PlatformModuleAlias.all {
            #expect(manifest.contains(".target(name: \"\(alias.moduleName)\""), "\(alias.moduleName) is a target")
            #expect(manifest.contains(".library(name: \"\(alias.appleName)\", targets: [\"\(alias.moduleName)\"])"),
                    "\(alias.appleName) is the product of \(alias.moduleName)")
        }
    }
}
