// What `previews` (and `merge`, joining shards) leaves in its output folder besides the PNG files:
// 1. the contact sheet's pages (PreviewSheet, ContactSheetPages) and index.html (PreviewIndexPage);
// 2. previews.json: the extension's title, the shard it is (if any) and the runner's report with its timing and
//    memory figures zeroed, so two runs write the same bytes and `merge` can join shards' folders;
// 3. with `--junit FILE`, the JUnit XML report: one test case per render, failed renders, legibility findings
//    and (with --strict) warnings as failures.
import PortableFoundation
import PreviewRun
import Render
import Views

/// The output folder's report file and the steps that write a previews folder from a runner's report.
struct PreviewsOutput: Codable, Equatable {
    /// The extension's name (the sheet's and the page's title).
    var title: String
    /// The shard this folder holds (`2/4`), nil for a whole run or a merge.
    var shard: String?
    /// The runner's report (timing and memory zeroed).
    var report: PreviewRunReport

    /// The file's name in the output folder.
    static let fileName = "previews.json"

    /// Steps 1–2 into `folder`; `loader` reads each render's thumbnail when its sheet page is drawn. Returns the
    /// groups and the sheet pages written.
    func write(into folder: String, resources: RenderResources,
               loader: (PreviewThumbnail, PreviewRenderRecord) -> @Sendable () throws -> ImagePixels?) throws
        -> (groups: [PreviewSheet.Group], sheets: [String]) {
        let groups = PreviewSheet.groups(report.renders)
        var loaders: [String: @Sendable () throws -> ImagePixels?] = [:]
        for record in report.renders {
            if let thumbnail = record.thumbnail { loaders[thumbnail.fileName] = loader(thumbnail, record) }
        }
        let sheets = try PreviewSheet.pages(title: title, groups: groups, total: report.renders.count,
                                            resources: resources) { thumbnail in
            loaders[thumbnail.fileName] ?? { throw CLIFailure.io("\(thumbnail.fileName): no thumbnail") }
        }.write(into: folder)
        try CLIOutput.write(text: PreviewIndexPage.html(title: title, groups: groups, sheets: sheets),
                            to: "\(folder)/index.html")
        var kept = self
        kept.report.seconds = 0
        kept.report.peakMemoryKiB = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try CLIOutput.write(Array(try encoder.encode(kept)) + [10], to: "\(folder)/\(Self.fileName)")
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure.io("\(folder)/\(Self.fileName): \(error)")
        }
        return (groups, sheets)
    }

    /// Step 3: the JUnit report of the renders (`strict`: warnings fail a render too).
    func junit(strict: Bool) -> JUnitReport {
        JUnitReport(name: "widgetrender previews \(title)", cases: report.renders.map { record in
            var failure: (message: String, detail: String)?
            if let message = record.failure {
                failure = (message, "\(record.file):\(record.line)")
            } else if !record.findings.isEmpty {
                failure = ("\(record.findings.count) legibility finding\(record.findings.count == 1 ? "" : "s")",
                           record.findings.joined(separator: "\n"))
            } else if strict, !record.warnings.isEmpty {
                failure = ("\(record.warnings.count) warning\(record.warnings.count == 1 ? "" : "s") with --strict",
                           record.warnings.map(\.description).joined(separator: "\n"))
            }
            return JUnitReport.TestCase(name: "\(record.preview) · \(PreviewSheet.label(record))"
                                            + (record.fileName.map { " · \($0)" } ?? ""),
                                        className: "\(record.file):\(record.line)", failure: failure)
        })
    }
}
