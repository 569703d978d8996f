import AssetCatalog
import Foundation
import TestSupport
import Testing
@testable import WidgetSnapshotTesting

/// The snapshot assertions' catalog search (ExtensionCatalogs): found through a `path:`-style folder, and
/// bounded: at most 4 levels down and 20 000 entries listed (docs/limits.md, "Asset catalogs").
struct CatalogSearchBoundsTests {
    /// A package root with a Package.swift, `padding` empty files at its top, and a module folder at `depth`
    /// levels (1: directly under the root) holding one catalog.
    func package(padding: Int, depth: Int) throws -> String {
        let root = try BuiltBinary.temporaryFolder().path
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        try FileManager.default.createDirectory(atPath: root + "/Pad", withIntermediateDirectories: true)
        for index in 0..<padding {
            _ = FileManager.default.createFile(atPath: root + "/Pad/f\(index)", contents: nil)
        }
        let module = root + String(repeating: "/a", count: depth - 1) + "/MyWidgets"
        try FileManager.default.createDirectory(atPath: module + "/Assets.xcassets", withIntermediateDirectories: true)
        return root
    }

    @Test func moduleFolderIsFoundDownToFourLevels() throws {
        let root = try package(padding: 0, depth: 4)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = try #require(ModuleCatalogSearch.moduleFolder("MyWidgets", root: root))
        #expect(ModuleCatalogSearch.catalogs(under: folder) == [folder + "/Assets.xcassets"])
        let tooDeep = try package(padding: 0, depth: 5)
        defer { try? FileManager.default.removeItem(atPath: tooDeep) }
        #expect(ModuleCatalogSearch.moduleFolder("MyWidgets", root: tooDeep) == nil)
    }

    /// The worst accepted search: 19 990 entries listed before the module's folder is reached.
    @Test func searchOfTwentyThousandEntriesIsBoundedAndTimed() throws {
        let root = try package(padding: 19_990, depth: 4)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ContinuousClock()
        var found: String?
        let elapsed = clock.measure { found = ModuleCatalogSearch.moduleFolder("MyWidgets", root: root) }
        #expect(found != nil)
        print("catalog search over 19 990 entries: \(elapsed)")
        // One more file past the bound: no catalog (the assertion renders without one, as before).
        _ = FileManager.default.createFile(atPath: root + "/Pad/g0", contents: nil)
        for index in 1..<20 { _ = FileManager.default.createFile(atPath: root + "/Pad/g\(index)", contents: nil) }
        #expect(ModuleCatalogSearch.moduleFolder("MyWidgets", root: root) == nil)
    }
}
