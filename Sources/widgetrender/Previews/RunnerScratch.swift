// SwiftPM's scratch folder (`--scratch-path`) of the runner packages `widgetrender previews` builds: one per
// WidgetRender checkout and build configuration, `<checkout>/.build/widgetrender-runners` (debug) and
// `<checkout>/.build/widgetrender-runners-release`, shared by every runner package built against it, so swift-syntax, the `#Preview` macro plugin, the build-tool plugins and WidgetRender's library are
// compiled once per checkout and a second, different extension's first run compiles only its own modules and
// links (docs/performance.md, "First run"). What makes sharing safe:
//  1. Names: each runner package names its executable after its own folder (`PreviewRunner_<16 hex digits>`,
//     FNV-1a of the folder's real path: RunnerPackage.runnerTarget), so no run builds or starts another's
//     binary, and the build check keeps one record per runner (RunnerBuild+Inputs.swift).
//  2. A lock: `swift build`, with the check before it and the record after, runs holding `.widgetrender-lock`
//     here (FileLock, flock(2)); a second run waits, saying so, then plans its own package (SwiftPM keeps one
//     plan per scratch folder and plans again when the root package changes; WidgetRender's modules keep
//     the same commands, so they are not compiled again).
//  3. Ownership: the folder is created with the mark `.widgetrender-runners`; an existing folder without the
//     mark that holds anything is refused (a usage error naming it), never written into.
// A folder per configuration, because SwiftPM's own lock and ours are per scratch folder: a debug and a release
// run never wait for each other (the two configurations share no compiled module; only SwiftPM's checkouts are
// fetched twice).
// When the checkout's `.build` cannot be created (a read-only checkout), each runner package builds in its
// own `.build`, as before, and a note says so.
import FileAccess

/// The scratch folder a runner package builds in, and its lock.
struct RunnerScratch {
    /// The scratch folder (absolute).
    var folder: String
    /// True when it is the checkout's shared one.
    var isShared: Bool

    /// The shared folder's path below the checkout for the build configuration `configuration` (debug or release).
    static func sharedName(configuration: String) -> String {
        configuration == "debug" ? ".build/widgetrender-runners" : ".build/widgetrender-runners-" + configuration
    }
    /// The file that marks the shared folder as ours.
    static let markName = ".widgetrender-runners"
    /// The mark's text.
    static let markText = "Scratch folder of the runner packages of `widgetrender previews`: generated, safe to delete.\n"
    /// The lock file held while a runner package builds.
    static let lockName = ".widgetrender-lock"

    /// The shared folder of `checkout` for `configuration`, claimed (created with its mark, or checked to be ours); the runner's own
    /// `<runner>/.build` (created below the runner folder, which must be claimed already) when the checkout's
    /// `.build` cannot be created, with a note on stderr.
    static func claim(checkout: String, runner: String, configuration: String) throws -> RunnerScratch {
        let folder = checkout + "/" + sharedName(configuration: configuration)
        let mark = folder + "/" + markName
        guard let kind = FileSystem.linkKind(of: folder) else {
            do {
                try FileSystem.makeFolders(folder)
            } catch {
                printError("widgetrender: cannot create \(TerminalText.safe(folder)) (\(error)); the runner builds WidgetRender "
                           + "in its own folder")
                do { try FileSystem.makeFolders(".build", below: runner) } catch { throw CLIOutput.failure(error, option: "--build-path") }
                return RunnerScratch(folder: runner + "/.build", isShared: false)
            }
            try CLIOutput.write(Array(markText.utf8), to: mark)
            return RunnerScratch(folder: folder, isShared: true)
        }
        guard kind == .folder else {
            throw CLIFailure.usage("\(TerminalText.safe(folder)) is \(kind), not a folder; remove it or choose another "
                                   + "WidgetRender checkout (--widgetrender-package)")
        }
        if FileSystem.linkKind(of: mark) == .regular { return RunnerScratch(folder: folder, isShared: true) }
        let names: [String]
        do { names = try FileSystem.names(in: folder) } catch { throw CLIOutput.failure(error, option: "--widgetrender-package") }
        guard names.isEmpty else {
            throw CLIFailure.usage("\(TerminalText.safe(folder)) holds files that are not widgetrender's runner builds; "
                                   + "move them away (the previews runner builds there)")
        }
        try CLIOutput.write(Array(markText.utf8), to: mark)
        return RunnerScratch(folder: folder, isShared: true)
    }

    /// Runs `body` holding the lock of the scratch folder `folder`; says so on stderr when another run holds it
    /// first.
    static func holdingLock<T>(of folder: String, _ body: () throws -> T) throws -> T {
        let lock = folder + "/" + lockName
        do {
            return try FileLock.holding(lock, waiting: {
                printError("widgetrender: waiting for another previews build in \(TerminalText.safe(folder))")
            }, body)
        } catch let error as FileAccessError {
            throw CLIOutput.failure(error, option: nil)
        }
    }

    /// The name part of a runner folder: 16 hex digits of FNV-1a (64 bit) over its real path's UTF-8 bytes,
    /// the same in every run.
    static func tag(of runnerFolder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in FileSystem.resolvedPath(runnerFolder).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
