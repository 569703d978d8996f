// Builds and runs the runner package of `widgetrender previews` (RunnerPackage.swift):
// 1. `swift build --product PreviewRunner_<tag>` of the runner's folder in its scratch folder (the checkout's
//    shared one, RunnerScratch.swift, holding its lock), skipped when none of its inputs changed since
//    the last successful one (RunnerBuild+Inputs.swift); the engine's modules optimized even in a debug build
//    (RunnerBuild.optimizedEngine), optimized builds with `-enable-testing`, which
//    keeps the internal preview types' conformance records: RunnerBuild.keepsPreviews), every line it prints forwarded to our
//    stderr as it comes, with the runner's links (`<runner>/Sources/<Module>/File.swift`) shown as the
//    user's own paths, so a compile error reads `MyWidget.swift:12:5: error: …` where the file really is.
//    A failed build is an input error (65): the user's code does not compile.
// 2. The runner, given request.json in a fresh work folder; its stdout is our stderr (progress, its own
//    errors), its report.json is read back. A runner that exits with one of our codes has said why; one
//    killed by a signal crashed in a preview's code or went past its memory limit. A runner that exits 3
//    with `overrun` in its report stopped at a preview past the render timeout (the runner's
//    RenderWatchdog.swift): it is run again with those marked, until a run finishes, all runs together
//    within the runner timeout.
// Every step is a Subprocess with a time limit (RunnerLimits): past it, or on SIGINT/SIGTERM to us, the
// child is ended with its process group and every process it started, and the command stops with a
// message naming the limit and its option.
import ArgumentParser
import FileAccess
import JSON
#if canImport(Glibc)
import Glibc
#endif
import PortableFoundation
import PreviewRun
import Synchronization

/// The time and memory limits of `widgetrender previews`, each with its option.
struct RunnerLimits {
    /// `swift package describe` of the user's package (its manifest): `--manifest-timeout`.
    var manifest: Duration = .seconds(300)
    /// `swift build` of the runner package (the first one compiles WidgetRender): `--build-timeout`.
    var build: Duration = .seconds(3600)
    /// Every run of the runner together: `--runner-timeout`.
    var runner: Duration = .seconds(600)

    /// The defaults.
    static let `default` = RunnerLimits()

    /// The error after a SIGINT or SIGTERM ended the child: exit 128 + the signal, as a shell reports it.
    static func stopped(by signal: Int32) -> CLIFailure {
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
        return CLIFailure(message: "stopped by \(name); the processes it started were ended and nothing more was written",
                          code: ExitCode(128 + signal))
    }
}

/// `swift build` and the run of one runner package.
struct RunnerBuild {
    /// The runner package.
    var package: RunnerPackage
    /// `debug` or `release`.
    var configuration: String
    /// The time limits.
    var limits: RunnerLimits

    /// The most compiler lines kept for the port report.
    static let maximumReportedLines = 200_000

    /// What keeps every preview findable in an optimized build: `-enable-testing`. With whole-module
    /// optimization (`-c release`) the compiler drops an internal type that nothing in its module names, and its
    /// protocol-conformance record with it — every `#Preview`'s registry type and every internal
    /// `PreviewProvider`, which only the runtime's conformance scan (WidgetPreviews' ConformanceScan) reaches:
    /// the object file already lacks the record, so no linker flag brings it back. `-enable-testing` gives
    /// internal declarations external visibility (as for `@testable import`), so they and their records stay.
    /// Checked with `nm | swift demangle` on a two-module package: release without it keeps only a public
    /// type's "protocol conformance descriptor", with it the internal one's too. Debug builds keep them anyway.
    static func keepsPreviews(_ configuration: String) -> [String] {
        configuration == "debug" ? [] : ["-Xswiftc", "-enable-testing"]
    }

    /// The runner's binary.
    var binary: String { "\(package.scratchFolder)/\(configuration)/\(package.runnerTarget)" }

    /// Step 1; false when no input changed since the last successful build, so `swift build` did not run
    /// (RunnerBuild+Inputs.swift).
    /// The check, `swift build` and the record run holding the scratch folder's lock (RunnerScratch), so two runs
    /// sharing it build one after the other.
    @discardableResult
    func build() throws -> Bool {
        try RunnerScratch.holdingLock(of: package.scratchFolder) { try buildHoldingLock() }
    }

    /// ``build()`` once the lock is held.
    private func buildHoldingLock() throws -> Bool {
        let arguments = ["swift", "build", "--package-path", package.folder, "--scratch-path", package.scratchFolder,
                         "--product", package.runnerTarget, "-c", configuration] + Self.keepsPreviews(configuration)
        let inputs = inputLines(arguments: arguments)
        if isCurrent(inputs) { return false }
        forgetInputs()
        dropsPlanOlderThanTheManifest()
        let rewrites = package.modules.map { (package.folder + "/Sources/" + $0.name + "/", $0.folder + "/") }
        let end: Subprocess.Termination
        let printed = PrintedLines()
        do {
            end = try Subprocess.run(arguments, environment: Self.optimizedEngine, output: .lines({ line in
                if Self.optimizedEngineNotes.contains(line) { return }
                var text = line
                for (link, real) in rewrites where text.contains(link) { text = text.replacing(link, with: real) }
                writeStandardError(text)
                printed.keep(text, limit: Self.maximumReportedLines)
            }), timeout: limits.build)
        } catch {
            throw CLIFailure.io("cannot run swift (is the Swift toolchain on PATH?): \(TerminalText.safe(error.description))")
        }
        if case .stopped(let signal) = end { throw RunnerLimits.stopped(by: signal) }
        if case .timedOut(let limit) = end {
            throw CLIFailure.input("swift build did not finish within \(Subprocess.seconds(limit)) s (--build-timeout), "
                                   + "so it was stopped with every process it started")
        }
        guard end == .exited(0) else {
            let folders = package.modules.map(\.folder)
            let declarations = folders.first.map { ProjectDeclarations.scan(ProjectDeclarations.root(above: $0)) } ?? [:]
            let report = PortReport(CompilerDiagnostic.errors(in: printed.lines), extensionFolders: folders, declarations: declarations)
            for line in report.lines() { writeStandardError(line) }
            throw CLIFailure.input("the extension does not build against WidgetRender (swift build: \(end)); "
                                   + "the compiler's messages are above")
        }
        remember(inputs)
        return true
    }

    /// Step 2: runs `request`, again without what overran, until a run finishes; returns the last report.
    /// `overran` is told of each preview or render stopped at the render timeout.
    func run(_ request: PreviewRunRequest, overran: (PreviewRenderRecord) -> Void) throws -> PreviewRunReport {
        let start = ContinuousClock.now
        var request = request
        while true {
            let left = limits.runner - (ContinuousClock.now - start)
            guard left > .zero else { throw runnerTimedOut() }
            let report = try runOnce(request, timeout: left)
            guard !report.overrun.isEmpty else { return report }
            for record in report.renders { overran(record) }
            request.overrun += report.overrun.filter { !request.overrun.contains($0) }
        }
    }

    /// The runner's run past `--runner-timeout`.
    private func runnerTimedOut() -> CLIFailure {
        CLIFailure.input("the preview runner did not finish within \(Subprocess.seconds(limits.runner)) s "
                         + "(--runner-timeout), so it was stopped with every process it started")
    }

    /// One run of the runner, at most `timeout`.
    private func runOnce(_ request: PreviewRunRequest, timeout: Duration) throws -> PreviewRunReport {
        let work = package.workFolder
        do { try FileSystem.removeTree(work) } catch { throw CLIOutput.failure(error, option: nil) }
        try CLIOutput.makeFolder(work)
        let requestPath = work + "/" + PreviewRunRequest.fileName
        do {
            try CLIOutput.write(Array(try JSONEncoder().encode(request)), to: requestPath)
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure.io("\(TerminalText.safe(requestPath)): \(error)")
        }
        let end: Subprocess.Termination
        do {
            end = try Subprocess.run([binary, requestPath], output: .standardError, timeout: timeout)
        } catch {
            throw CLIFailure.io("cannot run the preview runner: \(TerminalText.safe(error.description))")
        }
        switch end {
        case .exited(0), .exited(CLIExitCode.partial.rawValue):
            break
        case .exited(let code) where [CLIExitCode.usage, CLIExitCode.input, CLIExitCode.io].map(\.rawValue).contains(code):
            throw ExitCode(code)  // the runner printed why
        case .stopped(let signal):
            throw RunnerLimits.stopped(by: signal)
        case .timedOut:
            throw runnerTimedOut()
        default:
            let memory = request.memoryLimitMiB > 0 ? " or went past the runner's memory limit of "
                + "\(request.memoryLimitMiB) MiB (--runner-memory)" : ""
            throw CLIFailure.input("the preview runner stopped (\(end)): a preview's code crashed\(memory); its message is above")
        }
        let reportPath = work + "/" + PreviewRunReport.fileName
        do {
            let bytes = try RegularFile.readAll(reportPath, limit: 256 << 20)
            return try JSONValueDecoder().decode(PreviewRunReport.self, from: bytes)
        } catch {
            throw CLIFailure.io("\(TerminalText.safe(reportPath)): the runner's report cannot be read: \(error)")
        }
    }
}

/// One line to stderr, escaped for the terminal but not shortened (a compiler message keeps its whole path).
private func writeStandardError(_ text: String) {
    do { try StandardStream.write(Array((TerminalText.escaped(text) + "\n").utf8), to: 2) } catch {
        endAfterStreamFailure(error, reportOnStandardError: false)
    }
}

/// The lines `swift build` printed, kept for the port report (the output handler may run on another thread).
private final class PrintedLines: Sendable {
    private let kept = Mutex<[String]>([])

    /// Keeps `line` while fewer than `limit` are kept.
    func keep(_ line: String, limit: Int) {
        kept.withLock { if $0.count < limit { $0.append(line) } }
    }

    /// The kept lines.
    var lines: [String] { kept.withLock { $0 } }
}
