// Builds and runs the runner package of `widgetrender previews` (RunnerPackage.swift):
// 1. `swift build --product PreviewRunner` in the runner's folder, every line it prints forwarded to our
//    stderr as it comes, with the runner's links (`<runner>/Sources/<Module>/File.swift`) shown as the
//    user's own paths, so a compile error reads `MyWidget.swift:12:5: error: …` where the file really is.
//    A failed build is an input error (65): the user's code does not compile.
// 2. The runner, given request.json in a fresh work folder; its stdout is our stderr (progress, its own
//    errors), its report.json is read back. A runner that exits with one of our codes has said why; one
//    killed by a signal crashed in a preview's code.
import ArgumentParser
import FileAccess
import PortableFoundation
import PreviewRun

/// `swift build` and the run of one runner package.
struct RunnerBuild {
    /// The runner package.
    var package: RunnerPackage
    /// `debug` or `release`.
    var configuration: String

    /// The runner's binary.
    var binary: String { "\(package.scratchFolder)/\(configuration)/\(RunnerPackage.runnerTarget)" }

    /// Step 1.
    func build() throws {
        let arguments = ["swift", "build", "--package-path", package.folder, "--scratch-path", package.scratchFolder,
                         "--product", RunnerPackage.runnerTarget, "-c", configuration]
        let rewrites = package.modules.map { (package.folder + "/Sources/" + $0.name + "/", $0.folder + "/") }
        let end: Subprocess.Termination
        do {
            end = try Subprocess.run(arguments, output: .lines({ line in
                var text = line
                for (link, real) in rewrites where text.contains(link) { text = text.replacing(link, with: real) }
                writeStandardError(text)
            }))
        } catch {
            throw CLIFailure.io("cannot run swift (is the Swift toolchain on PATH?): \(TerminalText.safe(error.description))")
        }
        guard end == .exited(0) else {
            throw CLIFailure.input("the extension does not build against WidgetRender (swift build: \(end)); "
                                   + "the compiler's messages are above")
        }
    }

    /// Step 2: runs `request` and returns the runner's report.
    func run(_ request: PreviewRunRequest) throws -> PreviewRunReport {
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
            end = try Subprocess.run([binary, requestPath], output: .standardError)
        } catch {
            throw CLIFailure.io("cannot run the preview runner: \(TerminalText.safe(error.description))")
        }
        switch end {
        case .exited(0):
            break
        case .exited(let code) where [CLIExitCode.usage, CLIExitCode.input, CLIExitCode.io].map(\.rawValue).contains(code):
            throw ExitCode(code)  // the runner printed why
        default:
            throw CLIFailure.input("the preview runner stopped (\(end)): a preview's code crashed; its message is above")
        }
        let reportPath = work + "/" + PreviewRunReport.fileName
        do {
            let bytes = try RegularFile.readAll(reportPath, limit: 256 << 20)
            return try JSONDecoder().decode(PreviewRunReport.self, from: Data(bytes))
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
