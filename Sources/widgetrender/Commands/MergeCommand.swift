import ArgumentParser
import FileAccess
import JSON
import PNGCodec
import PreviewRun
import Render
import Views

/// `widgetrender merge DIR… [--output DIR] [--junit FILE]`: the output folders of `previews --shard i/n` runs
/// joined into one, as the unsharded run writes it.
///
/// 1. Read each folder's previews.json (``PreviewsOutput``); every folder must be of the same extension.
/// 2. Join their renders in the unsharded order (previews in discovery order, the report's `found` list; each
///    preview's renders as its shard listed them); a render in two folders is refused (the shards overlap).
/// 3. Copy each PNG into the output folder, then write the contact sheet's pages (each thumbnail made again
///    from its PNG, decoded and shrunk as the runner shrinks the pixels it drew: the same bytes), index.html,
///    previews.json and with --junit the JUnit report.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the output folders of `previews --shard i/n` runs into one folder, index.html and report.",
        discussion: """
            Each FOLDER is the output of `widgetrender previews --shard i/n` (its previews.json says so). The merged \
            folder holds every render, the contact sheet's pages and index.html as one unsharded run writes them, \
            previews.json, and with --junit the JUnit XML report of every render. Failed renders exit 3.

            Examples:
              widgetrender merge shard-1 shard-2 shard-3 shard-4 --output previews --junit previews.xml
            """)

    @Argument(help: ArgumentHelp("The shards' output folders.", valueName: "folder"))
    var folders: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write; default merged-previews.", valueName: "dir"))
    var output: String = "merged-previews"

    @OptionGroup var junitOption: JUnitOption

    func validate() throws {
        if folders.isEmpty { throw ValidationError("merge needs at least one folder written by `previews --shard`") }
    }

    func run() throws {
        // 1.
        let outputs = try folders.map(Self.read)
        guard let first = outputs.first else { return }
        for (folder, other) in zip(folders, outputs) where other.title != first.title {
            throw CLIFailure.input("\(TerminalText.safe(folder)): previews of \(TerminalText.safe(other.title)), "
                                   + "not of \(TerminalText.safe(first.title)) as \(TerminalText.safe(folders[0])) holds")
        }
        // 2.
        let merged = try Self.join(outputs, folders: folders)
        // 3.
        try CLIOutput.makeFolder(output)
        var copied: [String: String] = [:]  // file name → the folder it came from
        for (folder, part) in zip(folders, outputs) {
            for record in part.report.renders {
                guard let name = record.fileName, record.failure == nil else { continue }
                if let other = copied[name] {
                    throw CLIFailure.input("\(TerminalText.safe(name)) is in both \(TerminalText.safe(other)) and "
                                           + "\(TerminalText.safe(folder)): the shards overlap")
                }
                copied[name] = folder
                let source = folder + "/" + name
                let bytes: [UInt8]
                do { bytes = try RegularFile.readAll(source, limit: 256 << 20) } catch {
                    throw CLIFailure.io("\(TerminalText.safe(source)): cannot be read: \(error)")
                }
                if folder != output { try CLIOutput.write(bytes, to: output + "/" + name, inputs: [source]) }
            }
        }
        let resources = try SharedResources.make()
        let result = PreviewsOutput(title: first.title, shard: nil, report: merged)
        let folder = output
        let (groups, sheets) = try result.write(into: output, resources: resources) { thumbnail, record in
            { try Self.thumbnail(of: record, as: thumbnail, in: folder) }
        }
        if let junit = junitOption.junit { try result.junit(strict: false).write(to: junit) }
        let failed = merged.renders.filter { $0.failure != nil }.count
        printOutput("\(TerminalText.safe(first.title)): \(CommandBudget.count(folders.count, "shard")) merged, "
                    + "\(CommandBudget.count(groups.count, "preview")), \(merged.renders.count - failed) of "
                    + "\(merged.renders.count) renders, \(ContactSheetPages.summary(sheets)) and index.html in "
                    + "\(TerminalText.safe(output))/")
        if failed > 0 {
            throw CLIFailure(message: "\(failed) of \(merged.renders.count) renders failed", code: CLIExitCode.partial)
        }
    }

    /// Step 1 for one folder.
    static func read(_ folder: String) throws -> PreviewsOutput {
        let path = folder + "/" + PreviewsOutput.fileName
        let bytes: [UInt8]
        do { bytes = try RegularFile.readAll(path, limit: 256 << 20) } catch {
            throw CLIFailure.input("\(TerminalText.safe(path)): cannot be read (is \(TerminalText.safe(folder)) a folder "
                                   + "`widgetrender previews` wrote?): \(error)")
        }
        do { return try JSONValueDecoder(limits: Self.limits).decode(PreviewsOutput.self, from: bytes) } catch {
            throw CLIFailure.input("\(TerminalText.safe(path)): \(error)")
        }
    }

    /// A previews.json's bounds: 32 MiB, 2 million values (a report of the most renders one command makes,
    /// 1 000 per timeline entry, takes about 30 values and 600 bytes per render).
    static let limits = JSONLimits(maximumBytes: 32 << 20, maximumValueCount: 2_000_000, subject: PreviewsOutput.fileName)

    /// Step 2: the renders of every folder in the unsharded order.
    static func join(_ outputs: [PreviewsOutput], folders: [String]) throws -> PreviewRunReport {
        guard let first = outputs.first else { return PreviewRunReport(renders: [], previewsFound: 0) }
        var order: [String: Int] = [:]
        for (index, label) in first.report.found.enumerated() where order[key(label.name, label.label)] == nil {
            order[key(label.name, label.label)] = index
        }
        var records: [(rank: Int, part: Int, index: Int, record: PreviewRenderRecord)] = []
        for (part, output) in outputs.enumerated() {
            for (index, record) in output.report.renders.enumerated() {
                records.append((order[key(record.preview, record.label)] ?? Int.max, part, index, record))
            }
        }
        records.sort { ($0.rank, $0.part, $0.index) < ($1.rank, $1.part, $1.index) }
        return PreviewRunReport(renders: records.map(\.record), previewsFound: first.report.previewsFound,
                                found: first.report.found)
    }

    private static func key(_ name: String, _ label: String) -> String { name + "\u{0}" + label }

    /// A render's thumbnail made again from its PNG: decoded (straight RGBA, as the runner had it) and shrunk by
    /// the factor that gives the thumbnail's recorded size.
    static func thumbnail(of record: PreviewRenderRecord, as thumbnail: PreviewThumbnail, in folder: String) throws -> ImagePixels {
        let path = folder + "/" + (record.fileName ?? "")
        let image: PNGImage
        do { image = try PNGDecoder.decode(contentsOfFile: path) } catch {
            throw CLIFailure.input("\(TerminalText.safe(path)): \(error)")
        }
        let factor = max(1, Int((Double(image.width) / Double(max(1, thumbnail.width))).rounded()))
        guard let small = Thumbnail.shrink(rgba: image.rgba, width: image.width, height: image.height, by: factor),
              small.width == thumbnail.width, small.height == thumbnail.height else {
            throw CLIFailure.input("\(TerminalText.safe(path)): its thumbnail is recorded as \(thumbnail.width)×"
                                   + "\(thumbnail.height), which no whole factor of \(image.width)×\(image.height) gives")
        }
        return small
    }
}
