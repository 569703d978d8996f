import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PNGCodec
import PreviewRun
import Testing

/// A team's scale: contact sheets in pages, `--shard i/n` partitions, and `--junit` reports that a JUnit
/// consumer can read.
@Suite struct ScaleTests {
    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    // MARK: Shard

    /// Items of uneven cost, as a module of previews with different render counts gives them.
    static let items: [(key: String, cost: Int)] = (0..<97).map { ("Widget.swift:\($0 * 7) P\($0)", 1 + ($0 * 37) % 23) }

    @Test(arguments: [1, 2, 3, 4, 7, 97, 200])
    func shardsAreDisjointCoverEverythingAndBalanceTheCost(count: Int) throws {
        let assigned = Shard.assign(Self.items, count: count)
        #expect(assigned.count == Self.items.count && assigned.allSatisfy { (1...count).contains($0) })
        var union = Set<Int>()
        for index in 1...count {
            let shard = try #require(Shard(index: index, count: count))
            let mine = Set(shard.selects(Self.items).enumerated().compactMap { $0.element ? $0.offset : nil })
            #expect(union.isDisjoint(with: mine))
            union.formUnion(mine)
        }
        #expect(union == Set(Self.items.indices))
        // Balanced: no shard carries more than the mean plus the largest single item (list scheduling's bound).
        var loads = [Int](repeating: 0, count: count)
        for (item, shard) in zip(Self.items, assigned) { loads[shard - 1] += item.cost }
        let total = Self.items.reduce(0) { $0 + $1.cost }, largest = Self.items.map(\.cost).max() ?? 0
        #expect(Double(loads.max() ?? 0) <= Double(total) / Double(count) + Double(largest), "\(loads)")
    }

    @Test func theAssignmentDependsOnTheItemsNotTheirOrder() {
        let forward = Shard.assign(Self.items, count: 4)
        let reversed = Shard.assign(Self.items.reversed(), count: 4)
        #expect(Array(forward.reversed()) == reversed)
        #expect(Shard.assign(Self.items, count: 4) == forward, "the same on every run")
    }

    @Test func shardArgumentsAreParsedAndBadOnesRefused() {
        #expect((try? Shard.parse("2/4").get()) == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2", "a/b", "1/0", "1/1001", "-1/2"] {
            #expect((try? Shard.parse(bad).get()) == nil, "\(bad)")
        }
    }

    @Test func aBadShardIsAUsageErrorNamingTheOption() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--shard", "5/4", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--shard 5/4"), "\(result.stderr)")
    }

    @Test func galleryShardsSplitTheRendersWithoutOverlapAndKeepDarkTwinsTogether() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["gallery", "--families", "systemSmall,systemMedium"]
        let whole = try BuiltBinary.run(base + ["-o", "whole"], in: folder)
        #expect(whole.status == 0, "\(whole.stderr)")
        let renders = { (name: String) in try self.files(in: folder.appendingPathComponent(name)).filter { $0.hasPrefix("system") } }
        var union: [String] = []
        for index in 1...4 {
            let result = try BuiltBinary.run(base + ["--shard", "\(index)/4", "-o", "s\(index)"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let mine = try renders("s\(index)")
            #expect(!mine.isEmpty, "shard \(index) has work")
            #expect(Set(union).isDisjoint(with: mine))
            union += mine
            // A dark file is only written beside its light twin, which is in the same shard.
            for dark in mine where dark.hasSuffix("-dark.png") {
                #expect(mine.contains(dark.replacingOccurrences(of: "-dark.png", with: ".png")), "\(dark)")
            }
        }
        #expect(union.sorted() == (try renders("whole")))
    }

    // MARK: Pages

    @Test func aGalleryOf264RendersCompletesWithPagedSheetsListedInTheIndex() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--dynamic-type-sizes", "xSmall,large,AX5", "--locales", "en_US,ar_EG",
                                          "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let pages = try files(in: out).filter { $0.hasPrefix("contact-sheet") }
        #expect(pages.count >= 2, "\(pages)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Set(pages) == Set((0..<pages.count).map { $0 == 0 ? "contact-sheet.png" : "contact-sheet-\($0 + 1).png" }))
        for page in pages {
            let image = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent(page).path)
            #expect(image.width * image.height <= 16 << 20 && image.height <= 4_096 + 1_000, "\(page) \(image.width)×\(image.height)")
            #expect(html.contains("<a href=\"\(page)\">"), "\(page) is linked")
        }
        #expect(html.contains("loading=\"lazy\""), "images load as they scroll into view")
        // Widget renders, and the built-in example's Live Activity and control renders the gallery adds.
        let renders = try files(in: out).filter { name in
            ["system", "accessory", "activity-", "control-"].contains { name.hasPrefix($0) }
        }
        #expect(html.components(separatedBy: "<img ").count - 1 == renders.count)
    }

    // MARK: JUnit

    /// The JUnit XML elements and attributes the common schema (Ant's / Jenkins' junit-10.xsd) requires, parsed.
    final class JUnitCollector: NSObject, XMLParserDelegate {
        var suites: [[String: String]] = []
        var roots: [[String: String]] = []
        var cases: [[String: String]] = []
        var failures: [[String: String]] = []
        var text = ""
        var failureTexts: [String] = []
        var inFailure = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "testsuites": roots.append(attributes)
            case "testsuite": suites.append(attributes)
            case "testcase": cases.append(attributes)
            case "failure": failures.append(attributes); inFailure = true; text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { if inFailure { text += string } }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure" { failureTexts.append(text); inFailure = false }
        }
    }

    /// Parses `file` and checks the schema's required parts: one `testsuites` root, `testsuite` with name, tests,
    /// failures, errors, skipped and time (the counts matching its cases), `testcase` with name, classname and time,
    /// `failure` with message and type.
    static func parseJUnit(_ file: URL) throws -> JUnitCollector {
        let data = try Data(contentsOf: file)
        let parser = XMLParser(data: data)
        let collector = JUnitCollector()
        parser.delegate = collector
        #expect(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        #expect(collector.roots.count == 1 && collector.suites.count == 1)
        for suite in collector.roots + collector.suites {
            for attribute in ["name", "tests", "failures", "errors", "skipped", "time"] {
                #expect(suite[attribute] != nil, "testsuite(s) \(attribute)")
            }
            #expect(Int(suite["tests"] ?? "") == collector.cases.count)
            #expect(Int(suite["failures"] ?? "") == collector.failures.count)
        }
        for testCase in collector.cases {
            #expect(testCase["name"] != nil && testCase["classname"] != nil && Double(testCase["time"] ?? "") != nil)
        }
        for failure in collector.failures { #expect(failure["message"] != nil && failure["type"] != nil) }
        return collector
    }

    @Test func galleryJUnitHasOneCasePerRender() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "systemSmall", "-o", "out", "--junit", "gallery.xml"],
                                         in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let junit = try Self.parseJUnit(folder.appendingPathComponent("gallery.xml"))
        let renders = try files(in: folder.appendingPathComponent("out")).filter { $0.hasPrefix("system") }
        #expect(Set(junit.cases.compactMap { $0["name"] }.map { $0 + ".png" }) == Set(renders))
        #expect(junit.failures.isEmpty)
    }

    @Test func compareJUnitFailureNamesTheDiffImage() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = try BuiltBinary.run(["render", "--family", "systemSmall", "-o", "a.png"], in: folder)
        let dark = try BuiltBinary.run(["render", "--family", "systemSmall", "--scheme", "dark", "-o", "b.png"], in: folder)
        #expect(small.status == 0 && dark.status == 0, "\(small.stderr) \(dark.stderr)")
        let result = try BuiltBinary.run(["compare", "a.png", "b.png", "--diff", "diff.png", "--junit", "compare.xml"],
                                         in: folder)
        #expect(result.status == 1)
        let junit = try Self.parseJUnit(folder.appendingPathComponent("compare.xml"))
        #expect(junit.cases.count == 1 && junit.failures.count == 1)
        #expect(junit.failureTexts.first?.contains("diff.png") == true, "\(junit.failureTexts)")
        let same = try BuiltBinary.run(["compare", "a.png", "a.png", "--junit", "same.xml"], in: folder)
        #expect(same.status == 0)
        #expect(try Self.parseJUnit(folder.appendingPathComponent("same.xml")).failures.isEmpty)
    }

    @Test func checkJUnitHasOneCasePerRender() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["check", "--families", "systemSmall", "--junit", "check.xml"], in: folder)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let junit = try Self.parseJUnit(folder.appendingPathComponent("check.xml"))
        #expect(!junit.cases.isEmpty)
        #expect((junit.failures.isEmpty) == (result.status == 0))
    }
}
