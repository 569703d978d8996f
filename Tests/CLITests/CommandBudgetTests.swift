import Dispatch
import Foundation
import Testing

/// Whole-command budgets: `gallery` and `check` refuse, before writing anything, a matrix with too many
/// renders, too much layout work or too large a contact sheet (exit 65, naming the counts and the options
/// that render fewer); `gallery` checks every file it will write before the first render.
@Suite struct CommandBudgetTests {
    static let allSizes = "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
    static let sixteenLocales = "en_US,ar_EG,ja_JP,de_DE,fr_FR,es_ES,it_IT,pt_BR,ru_RU,zh_CN,ko_KR,he_IL,hi_IN,tr_TR,nl_NL,sv_SE"

    /// Every entry below `folder`, relative, sorted.
    func listing(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    /// Runs the command and returns its result with its wall time in seconds.
    func timed(_ arguments: [String], in folder: URL) throws -> (RunResult, Double) {
        let start = DispatchTime.now()
        let result = try BuiltBinary.run(arguments, in: folder)
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
    }

    @Test func theRunawayGalleryIsRefusedAtOnceWithTheCounts() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, seconds) = try timed(["gallery", "--contexts", "all", "--dynamic-type-sizes", Self.allSizes,
                                           "--locales", Self.sixteenLocales, "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("widgetrender: gallery: "), "\(result.stderr)")
        #expect(result.stderr.contains(" family × mode × scheme combinations × 12 Dynamic Type sizes × 16 locales, + "),
                "\(result.stderr)")
        #expect(result.stderr.contains("is over the limit of 1000 renders per command; render fewer with --families, "
                                       + "--modes, --schemes, --dynamic-type-sizes, --locales, --contexts"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(listing(folder).isEmpty)
        // Refused from the plan alone: no render, no layout (a debug build on a loaded machine stays far under).
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test func checkOverTheLayoutBudgetIsRefusedBeforeItsOverlayFolder() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let modifiers = Array(repeating: #"{"padding": 1}"#, count: 40).joined(separator: ",")
        let view = #"{"Text": "x", "modifiers": ["# + modifiers + "]}"
        let document = #"{"name": "big", "families": ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"], "#
            + #""body": {"VStack": ["# + Array(repeating: view, count: 1000).joined(separator: ",") + "]}}"
        try document.write(to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        let before = listing(folder)
        let result = try BuiltBinary.run(["check", "big.json", "--overlay", "overlays"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("big.json: a check of 22 renders (3 passes each) of "), "\(result.stderr)")
        #expect(result.stderr.contains("over the check budget of 2000000; render fewer combinations "
                                       + "(--families, --modes, --schemes) or a smaller widget"), "\(result.stderr)")
        #expect(listing(folder) == before)
        // One family, one mode, one scheme: two renders (full colour is the reference), well within.
        let small = try BuiltBinary.run(["check", "big.json", "--families", "systemSmall", "--modes", "accented",
                                           "--schemes", "light"], in: folder)
        #expect(small.status == 0 || small.status == 1, "\(small.stderr)")
        #expect(small.stderr.contains("in 1 renders)") || small.stderr.contains("in 1 render"), "\(small.stderr)")
    }

    @Test func aWidgetOfManyNodesRendersOnFewerThreads() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // ≈ 94 000 layout nodes: an estimated 249 MB per render, so 1 GiB holds four at once, not eight.
        let view = #"{"Color": "red", "modifiers": ["# + Array(repeating: #""padding""#, count: 64).joined(separator: ",") + "]}"
        try (#"{"name": "nodes", "families": ["systemSmall"], "body": {"VStack": ["#
             + Array(repeating: view, count: 1450).joined(separator: ",") + "]}}")
            .write(to: folder.appendingPathComponent("nodes.json"), atomically: true, encoding: .utf8)
        let result = try BuiltBinary.run(["gallery", "nodes.json", "--modes", "fullColor,accented,vibrant,night,reducedLuminance",
                                            "--schemes", "light", "--jobs", "8", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("nodes: 5 of 5 renders") && result.output.contains(" s, 4 threads)"),
                "\(result.output)")
    }

    @Test func everyGalleryOutputIsCheckedBeforeTheFirstRender() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/index.html"),
                                                withIntermediateDirectories: true)
        let before = listing(folder)
        let result = try BuiltBinary.run(["gallery", "--example", "battery", "-o", "out"], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--output: out/index.html is a folder, not a regular file"), "\(result.stderr)")
        #expect(listing(folder) == before, "a PNG was written before the refusal")
    }

    @Test func anImpossibleDocumentDateIsAnInputErrorNamingTheField() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"name": "d", "date": "2023-02-29T09:41:00Z", "body": {"Text": "a"}}"#
            .write(to: folder.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let before = listing(folder)
        let result = try BuiltBinary.run(["gallery", "d.json", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains(#"date: "2023-02-29T09:41:00Z": day 29 is not in February 2023, which has 28 days"#),
                "\(result.stderr)")
        #expect(listing(folder) == before)
    }

    @Test func validDatesStillRender() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for date in ["2024-02-29T23:59:59Z", "2024-06-05T09:41:00.250+02:00", "0001-01-01T00:00:00Z",
                     "9999-12-31T23:59:59-0130"] {
            let result = try BuiltBinary.run(["render", "--date", date, "-o", "out.png"], in: folder)
            #expect(result.status == 0, "\(date): \(result.stderr)")
        }
    }
}
